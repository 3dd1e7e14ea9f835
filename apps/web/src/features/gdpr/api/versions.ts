import {
  type TCreateGdprVersionRequest,
  type TLegalDocument,
  ZGdprVersionChange,
  ZGdprVersionList,
} from "@bazin/shared/contracts/gdpr";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/http.ts";

const versionsKey = ["admin", "gdpr", "versions"] as const;
/** The signed-in user query (features/auth), named by its key as features do not import each other. */
const meQueryKey = ["auth", "me"] as const;

/**
 * GET /api/admin/gdpr/versions?document= — one text's versions, newest first, and how many addresses a notice
 * reaches.
 */
export function useGdprVersions(document: TLegalDocument) {
  return useQuery({
    queryKey: [...versionsKey, document],
    queryFn: ({ signal }) =>
      api(`/api/admin/gdpr/versions?document=${document}`, { schema: ZGdprVersionList, signal }),
  });
}

/** A major change may put the admin too behind the acceptance screen: /me is asked again. */
function useRefreshAfterChange() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: versionsKey }),
      queryClient.invalidateQueries({ queryKey: meQueryKey }),
    ]);
}

/** POST /api/admin/gdpr/versions — publishes the next version of the text named in the input. */
export function useCreateGdprVersion() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (input: TCreateGdprVersionRequest) =>
      api("/api/admin/gdpr/versions", { method: "POST", body: input, schema: ZGdprVersionChange }),
    onSettled: refresh,
  });
}

/** POST /api/admin/gdpr/versions/:id/major — marks a version major, for good. */
export function useMarkGdprVersionMajor() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (id: string) =>
      api(`/api/admin/gdpr/versions/${id}/major`, { method: "POST", schema: ZGdprVersionChange }),
    onSettled: refresh,
  });
}
