import "./mantine-styles.ts";
import { MantineProvider } from "@mantine/core";
import type { ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { i18n } from "../lib/i18n.ts";
import { cssVariablesResolver, theme } from "./theme.ts";

interface AppProvidersProps {
  children: ReactNode;
  /** "test" turns off transitions and portals in component tests. */
  env?: "default" | "test";
}

/**
 * Theme and translations around the whole app. The server-state cache and notifications live in DataLayout,
 * below the public pages, to keep the home page's first load small.
 */
export function AppProviders({ children, env = "default" }: AppProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider
        theme={theme}
        cssVariablesResolver={cssVariablesResolver}
        forceColorScheme="light"
        env={env}
      >
        {children}
      </MantineProvider>
    </I18nextProvider>
  );
}
