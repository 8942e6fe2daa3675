import { BUSINESS_TIME_ZONE } from "../../shared/business-time";

// How amounts, quantities and dates read on the PDF: as on screen (en-CA, "$1,234.56",
// "November 23, 2026"), with timestamps in Ottawa's time.

const money = new Intl.NumberFormat("en-CA", { style: "currency", currency: "CAD" });
const quantity = new Intl.NumberFormat("en-CA", { maximumFractionDigits: 2 });
const calendarDate = new Intl.DateTimeFormat("en-CA", { dateStyle: "long", timeZone: "UTC" });
const ottawaDate = new Intl.DateTimeFormat("en-CA", { dateStyle: "long", timeZone: BUSINESS_TIME_ZONE });
const ottawaTime = new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit", timeZone: BUSINESS_TIME_ZONE });

/** Integer cents as "$1,234.56". */
export const formatMoney = (cents: number) => money.format(cents / 100);

/** 1.5 → "1.5", 10000 → "10,000". */
export const formatQuantity = (q: number) => quantity.format(q);

/** A calendar date "2026-11-23" as "November 23, 2026" (no time-zone shift). */
export const formatCalendarDate = (day: string) => calendarDate.format(new Date(`${day}T00:00:00Z`));

/** A timestamp as "November 23, 2026 at 1:05 PM" in Ottawa. */
export function formatOttawaDateTime(iso: string): string {
  const at = new Date(iso);
  return `${ottawaDate.format(at)} at ${ottawaTime.format(at)}`;
}
