/*
 * Links built from the club profile's facts, the same on the web pages and in the server's structured data:
 * the visitor's own apps open them (phone, WhatsApp, mail, maps); no third-party map is embedded.
 */

/** A phone number as dialled from anywhere: "+40…", digits only after the plus. */
export function internationalPhone(phone: string, countryCallingCode = "40"): string {
  const digits = phone.replace(/[^\d+]/g, "");
  if (digits.startsWith("+")) return `+${digits.slice(1).replace(/\D/g, "")}`;
  if (digits.startsWith("00")) return `+${digits.slice(2)}`;
  // A national number ("0722…") gets the country code instead of its leading zero.
  if (digits.startsWith("0")) return `+${countryCallingCode}${digits.slice(1)}`;
  return `+${digits}`;
}

export function telUrl(phone: string): string {
  return `tel:${internationalPhone(phone)}`;
}

/** WhatsApp's click-to-chat address: the number in international form without the plus. */
export function whatsappUrl(phone: string): string {
  return `https://wa.me/${internationalPhone(phone).slice(1)}`;
}

export function mailtoUrl(email: string): string {
  return `mailto:${email}`;
}

/** Coordinates with at most 6 decimals (about 10 cm), as map links show them. */
function coordinate(value: number): string {
  return String(Math.round(value * 1e6) / 1e6);
}

export function googleMapsUrl(latitude: number, longitude: number): string {
  return `https://www.google.com/maps/search/?api=1&query=${coordinate(latitude)},${coordinate(longitude)}`;
}

export function wazeUrl(latitude: number, longitude: number): string {
  return `https://waze.com/ul?ll=${coordinate(latitude)},${coordinate(longitude)}&navigate=yes`;
}
