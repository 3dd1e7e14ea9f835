/** The source of "now". Tests pass a controllable one to check expiry and lockout windows. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
