import { z } from "zod";
import type { ClientAddress } from "./clients";
import { recordedAtSchema } from "./device-time";
import type { ServiceVisitStatus } from "./service-visits";

// The crew page's API (/api/crew/*, decision 063): a cleaner's own visits, and their check-in and
// check-out, timed by the server (or by the phone, within bounds: decision 070).

/** How many days the page lists: today and the six after it. */
export const CREW_DAYS = 7;

/**
 * Where the phone was at a check-in or check-out, sent only when the cleaner switched location
 * sharing on. Degrees, and the phone's accuracy in metres.
 */
export const crewLocationSchema = z.object({
  latitude: z.number("Latitude must be a number").min(-90, "Latitude must be between -90 and 90").max(90, "Latitude must be between -90 and 90"),
  longitude: z.number("Longitude must be a number").min(-180, "Longitude must be between -180 and 180").max(180, "Longitude must be between -180 and 180"),
  accuracy: z.number("Accuracy must be a number").min(0, "Accuracy must not be negative").max(100_000, "Accuracy must be at most 100000 metres").optional(),
});
export type CrewLocation = z.infer<typeof crewLocationSchema>;

/** POST /api/crew/visits/{id}/check-in and /check-out; `recordedAt`: the phone's time of the action (decision 070). */
export const crewCheckSchema = z.object(
  { location: crewLocationSchema.optional(), recordedAt: recordedAtSchema.optional() },
  "The request body must be an object",
);
export type CrewCheckInput = z.infer<typeof crewCheckSchema>;

/** A visit as its cleaner sees it: no prices, no invoices, nothing of the client but their name and this address. */
export type CrewVisit = {
  id: string;
  date: string;
  windowStart: string;
  windowEnd: string;
  service: string;
  status: ServiceVisitStatus;
  clientName: string;
  address: Pick<ClientAddress, "street" | "city" | "province" | "postalCode">;
  /** An https link to a map search of the address. */
  mapUrl: string;
  crewNotes: string | null;
  /**
   * The client's entry details for this address, only from the day before the visit to its end
   * (Ottawa time); null outside that time. `notes` is null when the address has none.
   */
  access: { notes: string | null } | null;
  /** When this cleaner checked in and out, as the server timed it. */
  checkedInAt: string | null;
  checkedOutAt: string | null;
};

/** GET /api/crew/visits: the cleaner's visits from today, in order of day and arrival window. */
export type CrewDay = { today: string; visits: CrewVisit[] };

/** The answer to a check-in or check-out: the visit as it is now. */
export type CrewVisitAnswer = { visit: CrewVisit };
