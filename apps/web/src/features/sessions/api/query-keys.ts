/**
 * Every query of the swimmer's own sessions starts with this key, so announcing an absence, rating a session or
 * reading the coach's feedback refreshes the calendar, the summary and the dashboard at once.
 */
export const mySessionsKey = ["sessions", "me"] as const;

/** The signed-in member's private calendar address (whether one exists). */
export const calendarFeedKey = ["calendar-feed", "me"] as const;
