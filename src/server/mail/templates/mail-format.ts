import { BUSINESS_TIME_ZONE } from "../../../shared/business-time";
import type { Locale } from "../../../shared/locale";
import { localeFormat } from "../../../shared/locale-format";

// How an e-mail writes amounts, days and times in its language (shared/locale-format.ts): the
// data a template gets holds cents, calendar days ("2026-11-23"), clock times ("08:00") and
// timestamps, so one language decides every word. A value that cannot be read is written as given.

// The acceptance e-mails have always written their moment as en-CA does ("... at 1:05 p.m.").
const englishMoment = new Intl.DateTimeFormat("en-CA", { dateStyle: "long", timeStyle: "short", timeZone: BUSINESS_TIME_ZONE });

export type MailFormat = {
  /** Cents: "$1,234.56", « 1 234,56 $ ». */
  money: (cents: number) => string;
  /** A calendar day: "November 23, 2026", « 23 novembre 2026 ». */
  date: (day: string) => string;
  /** A stored clock time ("08:30" or "08:30:00"): "8:30 AM", « 8 h 30 ». */
  clockTime: (time: string) => string;
  /** A timestamp as that day and time in Ottawa: "November 23, 2026 at 1:05 p.m.", « 23 novembre 2026 à 13 h 05 ». */
  moment: (at: string) => string;
};

const built = new Map<Locale, MailFormat>();

function build(language: Locale): MailFormat {
  const f = localeFormat(language);
  return {
    money: f.money,
    date: (day) => f.date(day) ?? day,
    clockTime: (time) => f.clockTime(time.slice(0, 5)) ?? time,
    moment(at) {
      if (language !== "en") return f.dateTime(at) ?? at;
      const date = new Date(at);
      return Number.isNaN(date.getTime()) ? at : englishMoment.format(date);
    },
  };
}

/** The formats of e-mails in `language`, made once. */
export function mailFormat(language: Locale): MailFormat {
  let format = built.get(language);
  if (!format) built.set(language, (format = build(language)));
  return format;
}
