import { useCallback } from "react";
import { useTranslation } from "react-i18next";

/** "CSS", "CSS +3", "CSS −2" (a true minus sign): how coaches write an offset from CSS per 100 m. */
export function useCssOffsetLabel(): (offsetSeconds: number) => string {
  const { t } = useTranslation("admin");
  return useCallback(
    (offsetSeconds: number) =>
      offsetSeconds === 0
        ? t("css.offset.zero")
        : offsetSeconds > 0
          ? t("css.offset.plus", { seconds: offsetSeconds })
          : t("css.offset.minus", { seconds: -offsetSeconds }),
    [t],
  );
}
