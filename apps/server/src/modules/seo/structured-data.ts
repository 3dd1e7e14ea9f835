import type { TClubProfile } from "@bazin/shared/contracts/club";
import { googleMapsUrl, internationalPhone } from "@bazin/shared/domain/contact-links";
import type { Language } from "../../lib/i18n.ts";

const DAY_NAMES = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

/**
 * schema.org description of the pool for search engines (JSON-LD): a PublicSwimmingPool (a kind of
 * SportsActivityLocation) with address, coordinates, phone and the office's opening hours.
 */
export function poolStructuredData(profile: TClubProfile, publicUrl: string, lang: Language) {
  return {
    "@context": "https://schema.org",
    "@type": "PublicSwimmingPool",
    "@id": `${publicUrl}/#pool`,
    name: profile.name,
    alternateName: profile.shortName,
    description: profile.description[lang],
    url: `${publicUrl}/`,
    telephone: internationalPhone(profile.phone),
    email: profile.email,
    address: {
      "@type": "PostalAddress",
      streetAddress: profile.street,
      addressLocality: profile.locality,
      addressRegion: profile.county,
      postalCode: profile.postalCode,
      addressCountry: profile.countryCode,
    },
    geo: { "@type": "GeoCoordinates", latitude: profile.latitude, longitude: profile.longitude },
    hasMap: googleMapsUrl(profile.latitude, profile.longitude),
    openingHoursSpecification: profile.officeHours.map((hours) => ({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: hours.weekdays.map((day) => `https://schema.org/${DAY_NAMES[day - 1]}`),
      opens: hours.opens,
      closes: hours.closes,
    })),
    amenityFeature: profile.facilities.map((facility) => ({
      "@type": "LocationFeatureSpecification",
      name: facility[lang],
      value: true,
    })),
    sameAs: [profile.socialUrl],
    isAccessibleForFree: false,
  };
}

/** JSON for a <script> element: "<" escaped so no text (an admin's, say) can close the element early. */
export function jsonForScript(value: unknown): string {
  return scriptSafeJson(JSON.stringify(value));
}

/** JSON text made safe for a <script> element the same way ("<" can only occur inside its strings). */
export function scriptSafeJson(json: string): string {
  return json
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
