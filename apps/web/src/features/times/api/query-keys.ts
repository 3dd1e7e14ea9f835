/**
 * Every query of the times feature starts with this key, so saving, editing or deleting a time refreshes them
 * all at once: the club's list, a swimmer's page, the swimmer's own page and dashboard, and club records
 * (a club records query should start with `[...timesKey, "club-records"]` to be refreshed too).
 */
export const timesKey = ["times"] as const;
