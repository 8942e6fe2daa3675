import fc from "fast-check";
import { expect, test } from "vitest";
import { DEVICE_TIME_MAX_AGE_MS, eventTime, recordedAtSchema, SENT_LATER_MS, sentLater } from "./device-time";

const received = new Date("2026-11-28T15:00:00.000Z");
const before = (ms: number) => new Date(received.getTime() - ms);

test("the phone's time is the event's when it is earlier by at most 12 hours; otherwise the server's", () => {
  expect(eventTime(received, undefined)).toBe(received);
  expect(eventTime(received, before(45 * 60_000))).toEqual(before(45 * 60_000));
  expect(eventTime(received, before(DEVICE_TIME_MAX_AGE_MS))).toEqual(before(DEVICE_TIME_MAX_AGE_MS));
  expect(eventTime(received, before(DEVICE_TIME_MAX_AGE_MS + 1))).toBe(received);
  expect(eventTime(received, before(-1))).toBe(received);
  expect(eventTime(received, new Date("nonsense"))).toBe(received);
  // Never before the check-in it follows.
  expect(eventTime(received, before(60_000), before(30_000))).toEqual(before(30_000));
});

test("property: the event's time is never later than the server's, nor more than 12 hours earlier, nor before its floor", () => {
  const offset = fc.integer({ min: -2 * DEVICE_TIME_MAX_AGE_MS, max: 2 * DEVICE_TIME_MAX_AGE_MS });
  fc.assert(
    fc.property(offset, fc.option(fc.integer({ min: 0, max: DEVICE_TIME_MAX_AGE_MS })), (device, floor) => {
      const at = eventTime(received, before(device), floor === null ? undefined : before(floor));
      expect(at.getTime()).toBeLessThanOrEqual(received.getTime());
      expect(received.getTime() - at.getTime()).toBeLessThanOrEqual(DEVICE_TIME_MAX_AGE_MS);
      if (floor !== null) expect(at.getTime()).toBeGreaterThanOrEqual(before(floor).getTime());
      if (device >= 0 && device <= DEVICE_TIME_MAX_AGE_MS && (floor === null || device <= floor)) expect(at).toEqual(before(device));
    }),
  );
});

test("sent later: the two times more than 5 minutes apart", () => {
  const iso = (ms: number) => before(ms).toISOString();
  expect(sentLater(iso(SENT_LATER_MS + 1), received.toISOString())).toBe(true);
  expect(sentLater(iso(SENT_LATER_MS), received.toISOString())).toBe(false);
  expect(sentLater(iso(-SENT_LATER_MS - 1), received.toISOString())).toBe(true);
  expect(sentLater(undefined, received.toISOString())).toBe(false);
});

test("recordedAt is an ISO 8601 date and time with its offset", () => {
  expect(recordedAtSchema.safeParse("2026-11-28T09:02:00.000Z").success).toBe(true);
  expect(recordedAtSchema.safeParse("2026-11-28T09:02:00-05:00").success).toBe(true);
  for (const bad of ["2026-11-28", "yesterday", "", 1764322920000]) expect(recordedAtSchema.safeParse(bad).success).toBe(false);
});
