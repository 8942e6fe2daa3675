import { describe, expect, test } from "vitest";
import { SESSION_POLICY, sessionExpiry } from "./session-policy";

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const created = new Date("2025-06-01T12:00:00Z");
const at = (ms: number) => new Date(created.getTime() + ms);

describe("session policy", () => {
  test("staff: 1 hour idle, 12 hours absolute; clients: 7 days idle, 30 days absolute", () => {
    expect(SESSION_POLICY).toEqual({
      staff: { idle: 3600, absolute: 12 * 3600 },
      client: { idle: 7 * 24 * 3600, absolute: 30 * 24 * 3600 },
    });
  });

  // Every staff role has the staff policy.
  test.each([
    ["owner", 0, at(HOUR)],
    ["office", 5 * HOUR, at(6 * HOUR)],
    ["cleaner", 11 * HOUR, at(12 * HOUR)],
    ["owner", 11.5 * HOUR, at(12 * HOUR)],
    ["cleaner", 13 * HOUR, at(12 * HOUR)],
    ["client", 0, at(7 * DAY)],
    ["client", 20 * DAY, at(27 * DAY)],
    ["client", 23 * DAY, at(30 * DAY)],
    ["client", 29 * DAY, at(30 * DAY)],
    ["client", 40 * DAY, at(30 * DAY)],
  ] as const)("%s session used %d ms after creation expires at %s", (role, usedAfter, expected) => {
    expect(sessionExpiry(role, created, at(usedAfter))).toEqual(expected);
  });

  test("never exceeds the absolute limit, whenever it is used", () => {
    for (const role of ["office", "client"] as const) {
      const { idle, absolute } = SESSION_POLICY[role === "client" ? "client" : "staff"];
      const limit = created.getTime() + absolute * 1000;
      for (let step = 0; step <= 100; step++) {
        const now = at((step / 50) * absolute * 1000); // up to twice the absolute lifetime
        const expires = sessionExpiry(role, created, now).getTime();
        expect(expires).toBeLessThanOrEqual(limit);
        expect(expires).toBeLessThanOrEqual(now.getTime() + idle * 1000);
        expect(expires).toBe(Math.min(limit, now.getTime() + idle * 1000));
      }
    }
  });

  test("uses the current time by default", () => {
    const before = Date.now();
    const expires = sessionExpiry("owner", new Date()).getTime();
    expect(expires).toBeGreaterThanOrEqual(before + HOUR);
    expect(expires).toBeLessThanOrEqual(Date.now() + HOUR);
  });
});
