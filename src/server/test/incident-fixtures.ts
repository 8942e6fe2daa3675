import { businessDay } from "../../shared/business-time";
import { addDays } from "../../shared/calendar-date";
import type { IncidentFormInput } from "../../shared/schemas/incidents";

const today = businessDay();

/** A valid register entry, open, with dates in the last ten days (decision 055). */
export const INCIDENT: IncidentFormInput = {
  occurredOn: addDays(today, -10),
  discoveredOn: addDays(today, -8),
  description: "A quote for one client was e-mailed to another client by mistake.",
  information: "Name, service address and the quote's amounts.",
  peopleAffected: 1,
  clientIds: [],
  sensitivity: "Low: no financial or health information.",
  likelyMisuse: "Unlikely: the recipient is a known client who reported it.",
  consequences: "None expected.",
  seriousRisk: false,
  measures: "The recipient deleted the e-mail; the address book was corrected.",
  caiNotifiedOn: null,
  opcNotifiedOn: null,
  peopleNotifiedOn: addDays(today, -7),
  notificationNotes: null,
  closedOn: null,
};
