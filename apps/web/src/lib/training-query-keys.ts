/*
 * The training hub's query keys, shared by the workouts, plans and planning features: saving a workout or a
 * plan invalidates one key, and every screen that shows it (library, builder, plan form, planning centre,
 * CSS helper) reloads.
 */

/** Every query of workouts (library, one workout, name check) starts with this key. */
export const workoutsKey = ["workouts"] as const;

/** Every query of plans (list, one plan, analytics, planning centre) starts with this key. */
export const plansKey = ["plans"] as const;

/** Every query of training sessions (week, list, one session, the manager's pickers) starts with this key. */
export const sessionsKey = ["sessions"] as const;
