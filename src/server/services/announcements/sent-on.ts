import { BUSINESS_TIME_ZONE } from "../../../shared/business-time";

const format = new Intl.DateTimeFormat("en-CA", { dateStyle: "long", timeStyle: "short", timeZone: BUSINESS_TIME_ZONE });

/** When an announcement was sent, in the admin's words (Ottawa time): "November 27, 2026 at 3:05 p.m.". */
export const sentOn = (at: Date) => format.format(at);
