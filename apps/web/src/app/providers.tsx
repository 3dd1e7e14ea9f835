import "./mantine-styles.ts";
import { MantineProvider, mergeThemeOverrides } from "@mantine/core";
import { type ReactNode, useMemo } from "react";
import { I18nextProvider, useTranslation } from "react-i18next";
import { i18n } from "../lib/i18n.ts";
import { cssVariablesResolver, theme } from "./theme.ts";

interface AppProvidersProps {
  children: ReactNode;
  /** "test" turns off transitions and portals in component tests. */
  env?: "default" | "test";
}

/**
 * The theme with the words it needs: a toast's close button is an icon, named here in the reader's language
 * for every toast at once (axe button-name), rather than at each of the app's `notifications.show` calls.
 */
function ThemedMantine({ children, env }: Required<AppProvidersProps>) {
  const { t } = useTranslation();
  const close = t("actions.close");
  const themed = useMemo(
    () =>
      mergeThemeOverrides(theme, {
        components: { Notification: { defaultProps: { closeButtonProps: { "aria-label": close } } } },
      }),
    [close],
  );
  return (
    <MantineProvider
      theme={themed}
      cssVariablesResolver={cssVariablesResolver}
      forceColorScheme="light"
      env={env}
    >
      {children}
    </MantineProvider>
  );
}

/**
 * Theme and translations around the whole app. The server-state cache and notifications live in DataLayout,
 * below the public pages, to keep the home page's first load small.
 */
export function AppProviders({ children, env = "default" }: AppProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <ThemedMantine env={env}>{children}</ThemedMantine>
    </I18nextProvider>
  );
}
