/** Placeholder while the screen is built (issue 12). */
export function SwimmerDetailsPage() {
  return null;
}
