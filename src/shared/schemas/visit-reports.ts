import { z } from "zod";
import { crewCheckSchema } from "./crew";
import type { VisitPhoto, VisitPhotoKind } from "./visit-photos";

// The crew's photos of a visit and the client's visit report (decision 066): the photos a cleaner
// sends from the crew page, the note for the client written at check-out, and the report the
// client reads in their e-mail and in the portal's Service History.

/** The upload's form fields (multipart): the file, and when it was taken. */
export const PHOTO_STAGE_FIELD = "stage";
export const PHOTO_STAGES = ["before", "after"] as const satisfies readonly VisitPhotoKind[];

/** The longest note for the client a cleaner may write at check-out. */
export const CLIENT_NOTE_MAX = 2000;

/** POST /api/crew/visits/{id}/check-out: the check-out's body, with the crew's optional note for the client. */
export const crewCheckOutSchema = crewCheckSchema.extend({
  clientNote: z
    .string("The note for the client must be text")
    .trim()
    .max(CLIENT_NOTE_MAX, `The note for the client must be at most ${CLIENT_NOTE_MAX} characters`)
    .optional(),
});
export type CrewCheckOutInput = z.infer<typeof crewCheckOutSchema>;

/** The photo as an image address: the protected route serves it to staff and to the visit's client only. */
export const visitPhotoUrl = (id: string, size: "full" | "thumb") => `/api/visit-reports/photos/${encodeURIComponent(id)}/${size}`;

/** A photo as a report lists it. */
export type ReportPhoto = Pick<VisitPhoto, "id" | "kind" | "width" | "height" | "thumbWidth" | "thumbHeight" | "createdAt">;

/** GET /api/crew/visits/{id}/photos: the cleaner's own photos of the visit; whether they may still add or delete. */
export type CrewPhotos = { photos: ReportPhoto[]; open: boolean };
/** POST /api/crew/visits/{id}/photos (201), DELETE /api/crew/visits/{id}/photos/{photoId}. */
export type CrewPhotoAnswer = { photo: ReportPhoto };
export type CrewPhotoDeleted = { deleted: string };

/**
 * GET /api/visit-reports/{visitId}: a visit's report, for the company's staff and the visit's
 * client. `done`: what the crew did (the visit's checklist, once it has one); `notes`: the crew's
 * notes for the client; `sentAt`: when the report e-mail was queued (null before the last check-out).
 */
export type VisitReport = {
  visitId: string;
  date: string;
  service: string;
  done: string[];
  notes: { text: string; at: string }[];
  photos: ReportPhoto[];
  sentAt: string | null;
};
