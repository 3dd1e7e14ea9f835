import { describe, expect, it } from "vitest";
import { ApiError } from "./api-error.ts";
import { createQueryClient } from "./query-client.ts";

describe("query client", () => {
  it("asks /me again when the server says a privacy policy change must be accepted first", async () => {
    const client = createQueryClient();
    const me = ["auth", "me"];
    client.setQueryData(me, { user: { id: "u1" }, gdprAcceptance: null });
    const refused = (code: string) => () => Promise.reject(new ApiError(403, { code, message: "x" }));

    await client.fetchQuery({ queryKey: ["other"], queryFn: refused("FORBIDDEN") }).catch(() => undefined);
    expect(client.getQueryState(me)?.isInvalidated).toBe(false);

    await client
      .fetchQuery({ queryKey: ["notifications"], queryFn: refused("GDPR_ACCEPTANCE_REQUIRED") })
      .catch(() => undefined);
    expect(client.getQueryState(me)?.isInvalidated).toBe(true);
  });
});
