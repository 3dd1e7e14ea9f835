/** The root of every advanced-swimmer query, so a change can reload lists and details at once. */
export const advancedSwimmersKey = ["advancedSwimmers"] as const;
