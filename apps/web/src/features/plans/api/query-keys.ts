/** Every query of the plans feature (list, one plan, analytics, planning centre) starts with this key. */
export const plansKey = ["plans"] as const;
