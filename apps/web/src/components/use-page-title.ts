import { useEffect } from "react";
import { useTranslation } from "react-i18next";

/** Sets the browser tab title to "<title> · <club name>" (screen readers announce it on navigation). */
export function usePageTitle(title: string | undefined) {
  const { t } = useTranslation();
  const appName = t("appName");
  useEffect(() => {
    document.title = title ? `${title} · ${appName}` : appName;
  }, [title, appName]);
}
