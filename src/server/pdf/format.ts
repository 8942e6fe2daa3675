import { localeFormat } from "../../shared/locale-format";

// How amounts, quantities and dates read on the PDF: as on screen (en-CA, "$1,234.56",
// "November 23, 2026"), with timestamps in Ottawa's time (the shared formats).
const en = localeFormat("en");

/** Integer cents as "$1,234.56". */
export const formatMoney = en.money;

/** 1.5 → "1.5", 10000 → "10,000". */
export const formatQuantity = en.quantity;

/** A calendar date "2026-11-23" as "November 23, 2026" (no time-zone shift). */
export const formatCalendarDate = (day: string) => en.date(day) ?? day;

/** A timestamp as "November 23, 2026 at 1:05 PM" in Ottawa. */
export const formatOttawaDateTime = (iso: string) => en.dateTime(iso) ?? iso;
