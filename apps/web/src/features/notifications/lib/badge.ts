/** Spec §9: the badge shows at most this number, then "9+". */
export const BADGE_CAP = 9;

/** What the bell's badge says for `unread` notifications; null for none (no badge). */
export function badgeText(unread: number): string | null {
  if (unread <= 0) return null;
  return unread > BADGE_CAP ? `${BADGE_CAP}+` : String(unread);
}
