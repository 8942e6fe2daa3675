import type { VisitNoticeWords, VisitWords } from "../inputs/visit";
import { ENGLISH } from "./common";

const { clockTime } = ENGLISH.format;

export const VISIT_EN: VisitWords = {
  subject: (date) => `Reminder: your cleaning visit tomorrow, ${date}`,
  coming: (date) => `A reminder that our crew is coming tomorrow, ${date}.`,
  arrival: "Arrival window",
  service: "Service",
  address: "Address",
  between: (start, end) => `${clockTime(start)} - ${clockTime(end)}`,
  upcoming: "Your upcoming visits are in your client portal:",
  ask: (c) => `To change this visit, call us at ${c.phone} or reply to this e-mail.`,
};

const EVERY_EN = { weekly: "Every week", "bi-weekly": "Every 2 weeks", monthly: "Every month" } as const;

export const VISIT_NOTICE_EN: VisitNoticeWords = {
  subject: {
    scheduled: (date) => `Your cleaning visit is booked for ${date}`,
    moved: (date) => `Your cleaning visit has moved to ${date}`,
    cancelled: (date) => `Your cleaning visit of ${date} is cancelled`,
    series: (date) => `Your recurring cleaning visits start ${date}`,
  },
  lead: {
    scheduled: (date) => `We have booked a cleaning visit for you on ${date}.`,
    moved: (date) => `Your cleaning visit has moved. Our crew now comes on ${date}.`,
    cancelled: (date) => `Your cleaning visit of ${date} is cancelled. Our crew will not come that day.`,
    series: (date) => `We have set up your recurring cleaning visits. The first is on ${date}.`,
  },
  arrival: "Arrival window",
  service: "Service",
  address: "Address",
  was: "Previously",
  reason: "Reason",
  repeats: "Repeats",
  every: (s, until) => `${s.frequency === "custom" ? `Every ${s.intervalDays} days` : EVERY_EN[s.frequency]}${until ? `, until ${until}` : ""}`,
  between: (start, end) => `${clockTime(start)} - ${clockTime(end)}`,
  upcoming: "Your upcoming visits are in your client portal:",
};
