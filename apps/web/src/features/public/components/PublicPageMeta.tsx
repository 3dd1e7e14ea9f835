import { type PublicPage, publicPageAt } from "@bazin/shared/domain/public-pages";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { i18n, loadPublicCatalog } from "../../../lib/i18n.ts";

function setMeta(attribute: "name" | "property", key: string, content: string) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement("meta");
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.content = content;
}

function setCanonical(href: string) {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!link) {
    link = document.createElement("link");
    link.rel = "canonical";
    document.head.append(link);
  }
  link.href = href;
}

/**
 * Keeps the head in step while visitors move between public pages or switch language: title, description,
 * Open Graph title/description/address and the canonical link. The server writes the same for the first load
 * (crawlers do not run this). Rendered after the page, so its title is the one that stays. The page texts
 * are not in the first load (ADR 008): they are fetched first, after the page has painted.
 */
export function PublicPageMeta() {
  const { pathname } = useLocation();
  const { i18n: instance } = useTranslation("public");
  const language = instance.resolvedLanguage;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a language change must write the head again
  useEffect(() => {
    const page = publicPageAt(pathname);
    if (!page) return;
    let current = true;
    void loadPublicCatalog().then(() => {
      if (current) applyMeta(page);
    });
    return () => {
      current = false;
    };
  }, [pathname, language]);
  return null;
}

function applyMeta(page: PublicPage) {
  const t = i18n.getFixedT(null, "public");
  const title = t(`seo.${page.key}.title`);
  const description = t(`seo.${page.key}.description`);
  const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  const origin = canonical ? new URL(canonical.href).origin : window.location.origin;
  const url = `${origin}${page.path}`;
  document.title = title;
  setMeta("name", "description", description);
  setMeta("property", "og:title", title);
  setMeta("property", "og:description", description);
  setMeta("property", "og:url", url);
  setMeta("property", "og:locale", t("seo.locale"));
  setCanonical(url);
}
