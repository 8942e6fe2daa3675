import { z } from "zod";

// What a cleaner tells the office from the crew page (decision 067): a note about a visit, and
// "Can't get in" with its reason. Internal: the client never sees either (their archive holds them).

import { CREW_NOTE_MAX, NO_ACCESS_REASONS, type NoAccessReason } from "../crew-report-kinds";

export { CREW_NOTE_MAX, NO_ACCESS_REASONS, type NoAccessReason };

const body = "The request body must be an object";
const noteText = z.string("Note must be text").trim().min(1, "Note is required").max(CREW_NOTE_MAX, `Note must be at most ${CREW_NOTE_MAX} characters`);

/** POST /api/crew/visits/{id}/notes. */
export const crewNoteSchema = z.object({ text: noteText }, body);
export type CrewNoteInput = z.infer<typeof crewNoteSchema>;

/** POST /api/crew/visits/{id}/no-access: the reason, and text that "other" requires. */
export const noAccessSchema = z
  .object(
    {
      reason: z.enum(NO_ACCESS_REASONS, `Reason must be one of: ${NO_ACCESS_REASONS.join(", ")}`),
      text: z
        .string("Details must be text")
        .trim()
        .max(CREW_NOTE_MAX, `Details must be at most ${CREW_NOTE_MAX} characters`)
        .nullish()
        .transform((v) => v || null),
    },
    body,
  )
  .refine((v) => v.reason !== "other" || v.text !== null, { path: ["text"], message: "Details are required when the reason is other" });
export type NoAccessInput = z.infer<typeof noAccessSchema>;

export type CrewReportKind = "note" | "no_access";

/** A note or a "Can't get in" report as the office reads it. */
export type CrewReport = {
  id: string;
  visitId: string;
  kind: CrewReportKind;
  reason: NoAccessReason | null;
  text: string | null;
  /** The visit's date when it was written: a "Can't get in" is open while the visit is still scheduled on that date. */
  visitDate: string;
  authorName: string | null;
  createdAt: string;
  /** A "Can't get in" the office has not yet settled (by moving or cancelling the visit). */
  open: boolean;
};

/** The crew's answer: what was recorded. */
export type CrewReportAnswer = { report: CrewReport };

/** GET /api/admin/service-visits/{id}/crew-reports: the visit's notes and reports, newest first. */
export type VisitCrewReports = { reports: CrewReport[] };

/** GET /api/admin/crew-reports/no-access: every open "Can't get in", with the visit's client and window. */
export type OpenNoAccess = {
  reports: (CrewReport & { clientName: string; service: string; windowStart: string; windowEnd: string })[];
};
