import { describe, expect, it } from "vitest";
import { lockedMessage, signInLockedUntil } from "../../app/lib/sign-in-throttle.ts";

const now = new Date("2026-11-22T12:00:00Z");
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

describe("signInLockedUntil", () => {
  it("lets four recent failures through", () => {
    expect(signInLockedUntil([1, 2, 3, 4].map(minutesAgo), now)).toBeNull();
  });

  it("locks for a minute after the fifth failure within 15 minutes", () => {
    const failures = [5, 4, 3, 2, 0].map(minutesAgo);
    expect(signInLockedUntil(failures, now)).toEqual(new Date(now.getTime() + 60_000));
  });

  it("doubles the wait with each further failure", () => {
    const six = [10, 9, 8, 7, 6, 0].map(minutesAgo);
    const seven = [10, 9, 8, 7, 6, 3, 0].map(minutesAgo);
    expect(signInLockedUntil(six, now)).toEqual(new Date(now.getTime() + 2 * 60_000));
    expect(signInLockedUntil(seven, now)).toEqual(new Date(now.getTime() + 4 * 60_000));
  });

  it("never locks for longer than 15 minutes", () => {
    const many = Array.from({ length: 14 }, (_, i) => minutesAgo(i * 0.5));
    const until = signInLockedUntil(many, now)!;
    expect(until.getTime() - now.getTime()).toBeLessThanOrEqual(15 * 60_000);
  });

  it("forgets failures older than 15 minutes", () => {
    expect(signInLockedUntil([20, 19, 18, 17, 1].map(minutesAgo), now)).toBeNull();
  });

  it("opens again when the lock has run out", () => {
    expect(signInLockedUntil([9, 8, 7, 6, 5].map(minutesAgo), now)).toBeNull();
  });
});

describe("lockedMessage", () => {
  it("says how long to wait, in whole minutes", () => {
    expect(lockedMessage(new Date(now.getTime() + 30_000), now)).toBe("Too many failed sign-in attempts. Try again in 1 minute.");
    expect(lockedMessage(new Date(now.getTime() + 4 * 60_000), now)).toBe("Too many failed sign-in attempts. Try again in 4 minutes.");
  });
});
