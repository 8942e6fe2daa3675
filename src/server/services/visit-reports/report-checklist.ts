import type { Locale } from "../../../shared/locale";
import type { Db } from "../../db/client";
import { visitChecklistSummary } from "../checklists/visit-checklist-summary";

// What the crew did on a visit, as its report tells the client (decision 066): the rooms of the
// visit's checklist where something was ticked, each with its items done, in the client's
// language (decision 065 keeps every room and item in English and French).

/** The lines "what was done" of a visit's report ("Kitchen: Counters, Sink"); empty when nothing was ticked. */
export async function reportChecklist(db: Db, visitId: string, language: Locale): Promise<string[]> {
  const rooms = await visitChecklistSummary(db, visitId);
  return rooms.filter((room) => room.done.length > 0).map((room) => `${room.name[language]}: ${room.done.map((d) => d.label[language]).join(", ")}`);
}
