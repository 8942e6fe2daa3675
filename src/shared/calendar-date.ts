// Calendar dates (yyyy-mm-dd, Ottawa's days) are counted at UTC midnight, where every day has 24
// hours: a daylight-saving change never moves a date, whatever the machine's time zone.

const DAY_MS = 86_400_000;

/** The calendar date `days` after `date` (before it when negative): ("2026-12-31", 1) → "2027-01-01". */
export const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
