/**
 * Keys of the planning screens' own queries. The overview lives under the plans feature's key and the CSS
 * helper's workouts under the workouts feature's key (see the files that use them), so saving a plan or a
 * workout refreshes them too; what only these screens read starts with `planningKey`.
 */
export const planningKey = ["planning"] as const;
