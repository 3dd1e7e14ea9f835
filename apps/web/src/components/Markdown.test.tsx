import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { isSafeHref, Markdown, parseMarkdown } from "./Markdown.tsx";

const renderMarkdown = (markdown: string, headingOffset = 0) =>
  render(
    <MemoryRouter>
      <Markdown markdown={markdown} headingOffset={headingOffset} />
    </MemoryRouter>,
  );

describe("Markdown", () => {
  it("splits headings, paragraphs and lists, joining a paragraph's lines and a list item's continuation", () => {
    expect(
      parseMarkdown(
        "# Title\n\nOne line\nand the next.\n\n- first\n  continued\n- second\n\n1. one\n2) two\nafter",
      ),
    ).toEqual([
      { type: "heading", level: 1, text: "Title" },
      { type: "paragraph", text: "One line and the next." },
      { type: "list", ordered: false, items: ["first continued", "second"] },
      { type: "list", ordered: true, items: ["one", "two"] },
      { type: "paragraph", text: "after" },
    ]);
  });

  it("renders headings at the offset level, lists, bold, italic and code", () => {
    renderMarkdown("# Policy\n\n## Rights\n\nYou have **the right** to *object* and `code`.\n\n- a\n- b", 1);
    expect(screen.getByRole("heading", { level: 2, name: "Policy" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 3, name: "Rights" })).toBeInTheDocument();
    expect(screen.getByText("the right").tagName).toBe("STRONG");
    expect(screen.getByText("object").tagName).toBe("EM");
    expect(screen.getByText("code").tagName).toBe("CODE");
    expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toEqual(["a", "b"]);
  });

  it("links to the web (in a new tab), to mail and to pages of the site; anything else stays text", () => {
    renderMarkdown(
      "[site](https://www.dataprotection.ro) [mail](mailto:a@b.ro) [page](/contact) [bad](javascript:alert(1)) [data](data:text/html,x)",
    );
    const site = screen.getByRole("link", { name: "site" });
    expect(site).toHaveAttribute("href", "https://www.dataprotection.ro");
    expect(site).toHaveAttribute("target", "_blank");
    expect(site).toHaveAttribute("rel", "noopener noreferrer");
    expect(screen.getByRole("link", { name: "mail" })).toHaveAttribute("href", "mailto:a@b.ro");
    expect(screen.getByRole("link", { name: "page" })).toHaveAttribute("href", "/contact");
    expect(screen.queryByRole("link", { name: "bad" })).toBeNull();
    expect(screen.queryByRole("link", { name: "data" })).toBeNull();
    expect(isSafeHref("//evil.example")).toBe(false);
  });

  it("shows markup in the text as text: nothing is injected or run", () => {
    const { container } = renderMarkdown('Hello <img src=x onerror="alert(1)"><script>alert(2)</script>');
    expect(container.querySelector("img, script")).toBeNull();
    expect(container.textContent).toContain('<img src=x onerror="alert(1)">');
  });
});
