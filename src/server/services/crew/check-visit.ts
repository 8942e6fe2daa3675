import { and, eq } from "drizzle-orm";
import type { CrewLocation, CrewVisit } from "../../../shared/schemas/crew";
import { eventTime } from "../../../shared/schemas/device-time";
import type { Db } from "../../db/client";
import { serviceVisitEvents, serviceVisits } from "../../db/schema/index";
import { transaction } from "../../db/transaction";
import { AppError, notFound } from "../../errors";
import { afterCheckOut, type ReportConfig } from "../visit-reports/visit-report";
import { crewVisit, onCrew, type Cleaner } from "./crew-visits";

type Options = {
  db: Db;
  cleaner: Cleaner;
  id: string;
  today: string;
  location?: CrewLocation;
  recordedAt?: string;
  report?: { config: ReportConfig; clientNote?: string };
};

/** The location as the timeline keeps it (strings, as every event's details). */
const details = (location?: CrewLocation): Record<string, string | null> =>
  location
    ? {
        latitude: String(location.latitude),
        longitude: String(location.longitude),
        accuracy: location.accuracy === undefined ? null : String(location.accuracy),
      }
    : {};

/**
 * Record the cleaner's arrival or departure as an event of the visit's timeline, at the server's
 * time, or at the phone's (`recordedAt`) when it is earlier by at most 12 hours (decision 070). Refused (409) for a visit no longer scheduled, not today, checked in twice, checked
 * out before checking in or twice. Safe to run twice: the unique index on (visit, kind, cleaner)
 * keeps one event, and the second run is the 409 the first would have answered after it.
 */
function check(kind: "checked_in" | "checked_out") {
  return async function ({ db, cleaner, id, today, location, recordedAt, report }: Options): Promise<CrewVisit> {
    await transaction(db, async (tx) => {
      // The visit row locked, so two requests of the same cleaner are decided one after the other.
      const [visit] = await tx
        .select({ id: serviceVisits.id, status: serviceVisits.status, date: serviceVisits.visitDate })
        .from(serviceVisits)
        .where(and(eq(serviceVisits.id, id), onCrew(cleaner)))
        .for("update");
      if (!visit) throw notFound("serviceVisit");
      // The last check-out completes the visit (decision 066): a check-out sent again is told it was made.
      const closedByCrew = visit.status === "completed" && kind === "checked_out";
      if (visit.status !== "scheduled" && !closedByCrew) throw new AppError("conflict", { key: "crew.notScheduled" });
      if (visit.date !== today) throw new AppError("conflict", { key: "crew.notToday" });
      const done = await tx
        .select({ kind: serviceVisitEvents.kind, at: serviceVisitEvents.at })
        .from(serviceVisitEvents)
        .where(and(eq(serviceVisitEvents.visitId, id), eq(serviceVisitEvents.actorUserId, cleaner.userId)));
      const has = (k: string) => done.some((e) => e.kind === k);
      if (kind === "checked_in" && has("checked_in")) throw new AppError("conflict", { key: "crew.alreadyCheckedIn" });
      if (kind === "checked_out" && !has("checked_in")) throw new AppError("conflict", { key: "crew.notCheckedIn" });
      if (kind === "checked_out" && has("checked_out")) throw new AppError("conflict", { key: "crew.alreadyCheckedOut" });
      // The phone's time when it sent one and it is within bounds (decision 070); both times kept.
      const received = new Date();
      const device = recordedAt === undefined ? undefined : new Date(recordedAt);
      const checkedIn = done.find((e) => e.kind === "checked_in")?.at;
      const at = eventTime(received, device, kind === "checked_out" ? checkedIn : undefined);
      await tx
        .insert(serviceVisitEvents)
        .values({
          visitId: id,
          kind,
          actorUserId: cleaner.userId,
          actorName: cleaner.username,
          details: details(location),
          at,
          ...(device ? { deviceAt: device, receivedAt: received } : {}),
        })
        .onConflictDoNothing();
      // The note for the client; the last cleaner out completes the visit and sends its report (decision 066).
      if (kind === "checked_out" && report) await afterCheckOut(tx, { ...report, visitId: id, cleaner });
    });
    return crewVisit(db, cleaner, id, today);
  };
}

export const checkIn = check("checked_in");
export const checkOut = check("checked_out");
