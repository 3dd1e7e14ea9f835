import { useCallback } from "react";
import { useTranslation } from "react-i18next";

/**
 * Field errors carry a key of the `validation` namespace (from the shared zod schemas or the server's
 * `fields`). This turns the key into words; an unknown key falls back to a generic "invalid value".
 */
export function useValidationMessage() {
  const { t, i18n } = useTranslation("validation");
  return useCallback(
    (key: string | undefined): string | undefined => {
      if (!key) return undefined;
      return i18n.exists(`validation:${key}`) ? t(key as "invalid") : t("invalid");
    },
    [t, i18n],
  );
}
