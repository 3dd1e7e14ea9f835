import { i18n } from "../../../lib/i18n.ts";
import enErrors from "../../../locales/en/errors.json";
import enValidation from "../../../locales/en/validation.json";
import roErrors from "../../../locales/ro/errors.json";
import roValidation from "../../../locales/ro/validation.json";

/*
 * The wizard is a public page, so it does not sit under DataLayout, which brings the `validation` and
 * `errors` namespaces to the signed-in areas (ADR 006). It registers the two it needs when its chunk loads.
 */
const catalogs = {
  ro: { validation: roValidation, errors: roErrors },
  en: { validation: enValidation, errors: enErrors },
} as const;

for (const [language, namespaces] of Object.entries(catalogs)) {
  for (const [namespace, catalog] of Object.entries(namespaces)) {
    if (!i18n.hasResourceBundle(language, namespace)) i18n.addResourceBundle(language, namespace, catalog);
  }
}
