import { businessDay } from "@shared/business-time";
import type { VisitChecklist } from "@shared/schemas/checklists";
import type { CrewDay } from "@shared/schemas/crew";
import { ApiError, apiFetch } from "~/lib/api";
import { deleteCopies, deleteCopy, readCopy, saveCopy, type CopyOwner, type ReadCopy } from "~/lib/offline/read-copy";

// The crew page's day kept on the phone (decision 070): the last answer of GET /api/crew/visits,
// shown when the phone has no connection. The clients' entry details in it must not outlive their
// window (decision 063): a copy is deleted once its day has passed (Ottawa), a visit's details are
// dropped once it is checked out or no longer scheduled, and the copy is deleted at sign-out.
// Each visit's checklist opened on the phone is kept beside it, and goes with it.

const NAME = "crew-day";
const CHECKLIST = "crew-checklist:";
const BASE = "/api/crew/visits";

/** The day as the page reads it: from the server, or from the phone's copy (`offlineAsOf`: when that was read). */
export type CrewDayRead = CrewDay & { offlineAsOf?: string };

/** What of a copy may still be on the phone at `now`: nothing once its day is over. */
export function usableCopy(copy: ReadCopy<CrewDay>, now: Date): ReadCopy<CrewDay> | undefined {
  const today = businessDay(now);
  if (copy.value.today < today) return undefined;
  const visits = copy.value.visits.map((v) => (v.access && (v.date < today || v.checkedOutAt || v.status !== "scheduled") ? { ...v, access: null } : v));
  return { ...copy, value: { ...copy.value, visits } };
}

/**
 * Keep `day` as `owner`'s copy: a server's answer (read now), or the copy itself after a change
 * the outbox sent (a check-out closes a visit's details on the phone too), still of when it was read.
 */
export async function keepCrewDay(owner: CopyOwner, day: CrewDayRead, now = new Date()): Promise<void> {
  const savedAt = day.offlineAsOf ?? now.toISOString();
  const copy = usableCopy({ owner, savedAt, value: { today: day.today, visits: day.visits } }, now);
  if (copy) await saveCopy(NAME, copy);
  else await deleteCopy(NAME);
}

/** The phone's copy, if there is one still usable; a spent one is deleted here. */
export async function crewDayCopy(now = new Date()): Promise<ReadCopy<CrewDay> | undefined> {
  const stored = await readCopy<CrewDay>(NAME).catch(() => undefined);
  if (!stored) return undefined;
  const copy = usableCopy(stored, now);
  if (!copy) await forgetCrewDay();
  else if (JSON.stringify(copy) !== JSON.stringify(stored)) await saveCopy(NAME, copy);
  return copy;
}

/** Delete the copy and the checklists kept with it (sign-out, another account, a day over). */
export const forgetCrewDay = () =>
  Promise.all([deleteCopy(NAME), deleteCopies(CHECKLIST)]).then(
    () => undefined,
    () => undefined,
  );

/** Keep a visit's checklist as the server gave it, for the owner of the day's copy (none kept without one). */
export async function keepChecklist(visitId: string, checklist: VisitChecklist): Promise<void> {
  const day = await readCopy<CrewDay>(NAME);
  if (!day || !day.value.visits.some((v) => v.id === visitId)) return;
  await saveCopy(`${CHECKLIST}${visitId}`, { owner: day.owner, savedAt: new Date().toISOString(), value: checklist });
}

/** The visit's checklist: from the server, kept; without a connection, the phone's copy if the day's copy holds the visit. */
export async function readChecklist(visitId: string, fetchChecklist: () => Promise<VisitChecklist>): Promise<VisitChecklist> {
  try {
    const checklist = await fetchChecklist();
    await keepChecklist(visitId, checklist).catch(() => undefined);
    return checklist;
  } catch (err) {
    if (!(err instanceof ApiError) || err.status !== 0) throw err;
    const [day, copy] = await Promise.all([crewDayCopy(), readCopy<VisitChecklist>(`${CHECKLIST}${visitId}`).catch(() => undefined)]);
    if (!day || !copy || copy.owner.email !== day.owner.email || !day.value.visits.some((v) => v.id === visitId)) throw err;
    return copy.value;
  }
}

/** GET /api/crew/visits; without a connection, the phone's copy marked with when it was read. */
export async function readCrewDay(): Promise<CrewDayRead> {
  try {
    return await apiFetch<CrewDay>(BASE);
  } catch (err) {
    if (!(err instanceof ApiError) || err.status !== 0) throw err;
    const copy = await crewDayCopy();
    if (!copy) throw err;
    return { ...copy.value, offlineAsOf: copy.savedAt };
  }
}
