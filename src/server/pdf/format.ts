import type { Locale } from "../../shared/locale";
import { localeFormat } from "../../shared/locale-format";

// How amounts, quantities, rates and dates read on a PDF: as on screen in the client's language
// ("$1,234.56", « 1 234,56 $ »; "November 23, 2026", « 23 novembre 2026 »), with timestamps in
// Ottawa's time (the shared formats).

export type PdfFormat = {
  /** Integer cents as "$1,234.56", « 1 234,56 $ ». */
  money: (cents: number) => string;
  /** 1.5 → "1.5", « 1,5 »; 10000 → "10,000", « 10 000 ». */
  quantity: (n: number) => string;
  /** A calendar date "2026-11-23" as "November 23, 2026" (no time-zone shift). */
  date: (day: string) => string;
  /** A timestamp as "November 23, 2026 at 1:05 PM" in Ottawa. */
  dateTime: (iso: string) => string;
  /** A tax rate in thousandths of a percent: 9975 → "9.975%", « 9,975 % ». */
  rate: (rate: number) => string;
};

export function pdfFormat(locale: Locale): PdfFormat {
  const f = localeFormat(locale);
  return {
    money: f.money,
    quantity: f.quantity,
    date: (day) => f.date(day) ?? day,
    dateTime: (iso) => f.dateTime(iso) ?? iso,
    rate: f.rate,
  };
}
