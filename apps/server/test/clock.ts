import type { Clock } from "../src/lib/clock.ts";

/** A clock tests move by hand, to cross expiry and lockout windows without waiting. */
export class TestClock implements Clock {
  private current: number;
  constructor(start = new Date("2026-11-22T10:00:00Z")) {
    this.current = start.getTime();
  }
  now() {
    return new Date(this.current);
  }
  advance(ms: number) {
    this.current += ms;
  }
  advanceMinutes(minutes: number) {
    this.advance(minutes * 60_000);
  }
}
