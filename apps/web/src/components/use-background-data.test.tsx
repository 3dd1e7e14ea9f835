import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useBackgroundData } from "./use-background-data.ts";

/** What a list page shows: placeholders, the list, or its empty or error message. */
function List({ query }: { query: { data: string[] | undefined; isError: boolean } }) {
  const { data, pending } = useBackgroundData(query);
  if (pending) return <p>placeholders</p>;
  if (query.isError && !data) return <p>error</p>;
  if (!data?.length) return <p>empty</p>;
  return (
    <ul>
      {data.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

describe("useBackgroundData", () => {
  it("keeps the placeholders until the arrived list is drawn, never flashing 'empty' in between", async () => {
    const seen: string[] = [];
    const observer = new MutationObserver(() => seen.push(document.body.textContent ?? ""));
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    const view = render(<List query={{ data: undefined, isError: false }} />);
    expect(screen.getByText("placeholders")).toBeInTheDocument();

    view.rerender(<List query={{ data: ["Ana Țîrlea", "Mihai Ștefănescu"], isError: false }} />);
    expect(await screen.findByText("Ana Țîrlea")).toBeInTheDocument();
    observer.disconnect();
    expect(seen.some((text) => text.includes("empty"))).toBe(false);
  });

  it("shows an empty answer as empty, and a failure with no data as the error", async () => {
    const view = render(<List query={{ data: [], isError: false }} />);
    expect(screen.getByText("empty")).toBeInTheDocument();
    view.rerender(<List query={{ data: undefined, isError: true }} />);
    expect(await screen.findByText("error")).toBeInTheDocument();
  });
});
