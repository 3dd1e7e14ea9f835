import { i18n } from "../lib/i18n.ts";
import enAdmin from "./en/admin.json";
import enAuth from "./en/auth.json";
import enCoach from "./en/coach.json";
import enErrors from "./en/errors.json";
import enSwimmer from "./en/swimmer.json";
import enValidation from "./en/validation.json";
import roAdmin from "./ro/admin.json";
import roAuth from "./ro/auth.json";
import roCoach from "./ro/coach.json";
// As text: the first load imports parts of the JSON itself, and a JSON import here would pull all of it there.
import roCommonText from "./ro/common.json?raw";
import roErrors from "./ro/errors.json";
import roSwimmer from "./ro/swimmer.json";
import roValidation from "./ro/validation.json";

/** The namespaces of the sign-in screens and signed-in areas, bundled with that code (see lib/i18n.ts). */
export const appResources = {
  ro: {
    auth: roAuth,
    swimmer: roSwimmer,
    admin: roAdmin,
    coach: roCoach,
    validation: roValidation,
    errors: roErrors,
  },
  en: {
    auth: enAuth,
    swimmer: enSwimmer,
    admin: enAdmin,
    coach: enCoach,
    validation: enValidation,
    errors: enErrors,
  },
} as const;

let romanianCommonComplete = false;

/** Adds the namespaces to i18next, and the parts of Romanian `common` the first load leaves out; safe to call more than once. */
export function registerAppNamespaces(): void {
  if (!romanianCommonComplete) {
    i18n.addResourceBundle("ro", "common", JSON.parse(roCommonText), true, false);
    romanianCommonComplete = true;
  }
  for (const [language, namespaces] of Object.entries(appResources)) {
    for (const [namespace, catalog] of Object.entries(namespaces)) {
      if (!i18n.hasResourceBundle(language, namespace)) i18n.addResourceBundle(language, namespace, catalog);
    }
  }
}

registerAppNamespaces();
