// Recurring schedules of service visits (issue 15). The frequencies are the assessment form's,
// less one-time: weekly, every 2 weeks, monthly (same day of the month), or every n days.

export const SCHEDULE_FREQUENCIES = ["weekly", "bi-weekly", "monthly", "custom"] as const;
export type ScheduleFrequency = (typeof SCHEDULE_FREQUENCIES)[number];

/** How far ahead the job table keeps a live schedule's visits generated. */
export const SCHEDULE_HORIZON_DAYS = 90;
