import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { AppProviders } from "./app/providers.tsx";
import { createAppRouter } from "./app/router.tsx";
import { readConsent } from "./lib/consent.ts";
import { i18nReady } from "./lib/i18n.ts";
import { isNative } from "./lib/platform.ts";
import { settlePrerenderedPrompt } from "./lib/prerendered-prompt.ts";

// A first visit's page loads the app only once the visitor has answered the server's cookie question, or has
// nothing to answer (first-visit.ts, ADR 030).
settlePrerenderedPrompt(isNative() || readConsent() !== "none");

// The router starts loading the page's code at once.
const router = createAppRouter();

// Romanian is in the first load and ready at once; another language's words are fetched first.
void i18nReady.finally(() => {
  const root = createRoot(document.getElementById("root")!);
  // As a transition, the first render yields to the browser every few milliseconds instead of holding the main
  // thread for the whole page (a phone's "total blocking time"); meanwhile the server's text stays on screen.
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    ),
  );
});
