import { z } from "zod";
import { isFieldLabel, saying, VALIDATION_MESSAGES, type ValidationMessage } from "../i18n/validation";

// Text fields as every form's schema writes them: trimmed, with a limit that names the field;
// calendar dates as typed or picked (yyyy-mm-dd). A visitor's or client's field is named by its
// label's key (FIELD_LABELS) and its messages are said in the parse's language; an admin field is
// named in English, and its messages are English words.

type Named = Extract<ValidationMessage, { params: { label: string } }>;

/** The message `key` about the field `label`; `english` writes it for an admin field. */
function about(label: string, key: Named["key"], english: (params: { label: string; max: number }) => string, limit?: { max: number }) {
  return isFieldLabel(label) ? saying({ key, params: { label, ...limit } } as Named) : english({ label, max: 0, ...limit });
}

const { text, date } = VALIDATION_MESSAGES;

export const tooLong = (label: string, max: number) => about(label, "text.tooLong", text.tooLong, { max });

/** Required text: trimmed, so only spaces count as empty. */
export const requiredText = (label: string, max: number, message = about(label, "text.required", text.required)) =>
  z.string(message).trim().min(1, message).max(max, tooLong(label, max));

/** Optional text: trimmed; blank or missing is stored as null. */
export const optionalText = (label: string, max: number) =>
  z
    .string(about(label, "text.notText", text.notText))
    .trim()
    .max(max, tooLong(label, max))
    .nullish()
    .transform((v) => v || null);

/** A real calendar date (yyyy-mm-dd), named by `label` in its messages. */
export const calendarDate = (label: string) =>
  z
    .string(about(label, "date.notText", date.notText))
    .regex(/^\d{4}-\d{2}-\d{2}$/, about(label, "date.format", date.format))
    .refine(
      (d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d),
      about(label, "date.notReal", date.notReal),
    );
