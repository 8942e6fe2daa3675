import { z } from "zod";

// The phone's own time of an action made offline and sent later (decision 070): a check-in made in
// a basement at 9:02 and sent at 9:47 keeps 9:02, within bounds the server checks.

/** How far back the phone's time may be taken: a day's shift; older is a phone clock gone wrong. */
export const DEVICE_TIME_MAX_AGE_MS = 12 * 60 * 60 * 1000;
/** The phone's time and the server's more than this apart: the office sees that it was sent later. */
export const SENT_LATER_MS = 5 * 60 * 1000;

/** `recordedAt`: when the phone recorded the action, an ISO 8601 date and time with its offset. */
export const recordedAtSchema = z.iso.datetime({ offset: true, message: "recordedAt must be a date and time (ISO 8601, such as 2026-11-28T09:02:00.000Z)" });

/**
 * The event's time: the phone's when it is not later than the server's and at most
 * DEVICE_TIME_MAX_AGE_MS earlier, and never before `notBefore` (a check-out is not earlier than
 * its check-in); otherwise the server's.
 */
export function eventTime(received: Date, device: Date | undefined, notBefore?: Date): Date {
  if (!device || Number.isNaN(device.getTime())) return received;
  const age = received.getTime() - device.getTime();
  if (age < 0 || age > DEVICE_TIME_MAX_AGE_MS) return received;
  return notBefore && device < notBefore ? (notBefore < received ? notBefore : received) : device;
}

/** Whether the phone's and the server's times of an event are more than SENT_LATER_MS apart. */
export const sentLater = (device: string | null | undefined, received: string | null | undefined): boolean =>
  !!device && !!received && Math.abs(Date.parse(received) - Date.parse(device)) > SENT_LATER_MS;
