/** A medical certificate is valid a year from its issue date (spec §1 terms: at most 1 year old). */
export const MEDICAL_CERTIFICATE_VALIDITY_MONTHS = 12;

/**
 * The certificate's last valid day (YYYY-MM-DD): its issue day `months` later, the month's last day when that
 * month is shorter (as PostgreSQL's `date + interval 'n months'`, which the daily warnings use).
 */
export function certificateValidUntil(
  issuedOn: string,
  months = MEDICAL_CERTIFICATE_VALIDITY_MONTHS,
): string {
  const [y, m, d] = issuedOn.split("-").map(Number) as [number, number, number];
  const monthIndex = m - 1 + months;
  const lastDay = new Date(Date.UTC(y, monthIndex + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, monthIndex, Math.min(d, lastDay))).toISOString().slice(0, 10);
}
