import { useTranslation } from "react-i18next";
import classes from "./SkipLink.module.css";

export const MAIN_CONTENT_ID = "main-content";

/** First focusable element of every layout: jumps over the header to the page's content. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a className={classes.skip} href={`#${MAIN_CONTENT_ID}`}>
      {t("skipToContent")}
    </a>
  );
}
