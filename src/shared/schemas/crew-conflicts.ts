import type { Locale } from "../locale";
import { localeFormat, type LocaleFormat } from "../locale-format";

// Why assigning a crew member to a visit asks for confirmation (decision 064): another visit of
// theirs overlaps its window, the day is in their time off, or the window is outside their
// working hours. The 409 lists each, and the same request with confirmCrewConflicts: true assigns.

export type CrewConflict =
  | { kind: "overlap"; userId: string; name: string; visit: { id: string; date: string; windowStart: string; windowEnd: string; clientName: string } }
  | { kind: "timeOff"; userId: string; name: string; timeOff: { id: string; startDate: string; endDate: string; reason: string | null } }
  | { kind: "hours"; userId: string; name: string; date: string; hours: { start: string; end: string } | null };

/** The 409's body: the error's words (each conflict on its own line after the first) and the list. */
export type CrewConflictBody = { error: { code: "conflict"; message: string; conflicts: CrewConflict[] } };

const WEEKDAYS: Record<Locale, string[]> = {
  en: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
  fr: ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"],
};

/** ISO day of the week of a calendar date: 1 Monday … 7 Sunday. */
export const isoWeekday = (date: string) => ((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;

// Dates and times as the rest of the reader's screens write them ("December 1, 2026", "9:00 AM"; « 1er décembre 2026 », « 9 h »).
const en = localeFormat("en");
const fr = localeFormat("fr");
const day = (f: LocaleFormat, date: string) => f.date(date) ?? date;
const time = (f: LocaleFormat, value: string) => f.clockTime(value) ?? value;

const WORDS = {
  en: {
    intro: "This crew has conflicts; confirm to assign anyway:",
    overlap: (c: Extract<CrewConflict, { kind: "overlap" }>) =>
      `${c.name} is on another visit (${c.visit.clientName}) on ${day(en, c.visit.date)} from ${time(en, c.visit.windowStart)} to ${time(en, c.visit.windowEnd)}.`,
    timeOff: (c: Extract<CrewConflict, { kind: "timeOff" }>) =>
      `${c.name} is off from ${day(en, c.timeOff.startDate)} to ${day(en, c.timeOff.endDate)}${c.timeOff.reason ? ` (${c.timeOff.reason})` : ""}.`,
    hours: (c: Extract<CrewConflict, { kind: "hours" }>) =>
      c.hours
        ? `${c.name} works from ${time(en, c.hours.start)} to ${time(en, c.hours.end)} on ${WEEKDAYS.en[isoWeekday(c.date) - 1]}s.`
        : `${c.name} does not work on ${WEEKDAYS.en[isoWeekday(c.date) - 1]}s.`,
  },
  fr: {
    intro: "Cette équipe a des conflits\u00a0; confirmez pour l’affecter quand même\u00a0:",
    overlap: (c: Extract<CrewConflict, { kind: "overlap" }>) =>
      `${c.name} a une autre visite (${c.visit.clientName}) le ${day(fr, c.visit.date)} de ${time(fr, c.visit.windowStart)} à ${time(fr, c.visit.windowEnd)}.`,
    timeOff: (c: Extract<CrewConflict, { kind: "timeOff" }>) =>
      `${c.name} est en congé du ${day(fr, c.timeOff.startDate)} au ${day(fr, c.timeOff.endDate)}${c.timeOff.reason ? ` (${c.timeOff.reason})` : ""}.`,
    hours: (c: Extract<CrewConflict, { kind: "hours" }>) =>
      c.hours
        ? `${c.name} travaille de ${time(fr, c.hours.start)} à ${time(fr, c.hours.end)} le ${WEEKDAYS.fr[isoWeekday(c.date) - 1]}.`
        : `${c.name} ne travaille pas le ${WEEKDAYS.fr[isoWeekday(c.date) - 1]}.`,
  },
} as const;

/** One conflict in words. */
export function crewConflictText(conflict: CrewConflict, locale: Locale): string {
  const w = WORDS[locale];
  switch (conflict.kind) {
    case "overlap":
      return w.overlap(conflict);
    case "timeOff":
      return w.timeOff(conflict);
    case "hours":
      return w.hours(conflict);
  }
}

/** The 409's message: the intro, then each conflict. */
export const crewConflictMessage = (conflicts: CrewConflict[], locale: Locale) =>
  [WORDS[locale].intro, ...conflicts.map((c) => crewConflictText(c, locale))].join("\n");
