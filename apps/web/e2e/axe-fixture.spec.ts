import { expect, expectNoAxeViolations, test } from "./fixtures";

/*
 * The accessibility check every screen test relies on (fixtures.ts) still finds what it should: it runs axe in
 * the page itself and asks for violations only, so a broken page must still fail it, a region left out must not.
 */

const BROKEN = `<!doctype html><html lang="ro"><head><title>Pagină</title></head><body><main>
  <h1>Pagină</h1>
  <div id="broken"><button></button><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="></div>
  <p style="color:#bbb;background:#fff">Text prea palid</p>
</main></body></html>`;

test("[A11Y] the axe check fails a page with violations and names them", async ({ page }) => {
  await page.setContent(BROKEN);
  const failure = await expectNoAxeViolations(page).then(
    () => null,
    (error: Error) => error.message,
  );
  expect(failure).toContain("button-name");
  expect(failure).toContain("image-alt");
  expect(failure).toContain("color-contrast");
});

test("[A11Y] the axe check judges only the part it is given", async ({ page }) => {
  await page.setContent(BROKEN.replace('<p style="color:#bbb;background:#fff">Text prea palid</p>', ""));
  await expectNoAxeViolations(page, { include: "h1" });
  await expect(expectNoAxeViolations(page, { include: "#broken" })).rejects.toThrow(/button-name/);
});
