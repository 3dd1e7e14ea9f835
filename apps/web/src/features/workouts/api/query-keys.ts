/**
 * Every query of the workouts feature starts with this key, so saving, duplicating, archiving or deleting a
 * workout refreshes the library, the builder's name check and the preview at once.
 */
export const workoutsKey = ["workouts"] as const;
