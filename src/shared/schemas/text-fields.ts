import { z } from "zod";
import { VALIDATION_MESSAGES } from "../i18n/validation";

// Text fields as every form's schema writes them: trimmed, with a limit that names the field;
// calendar dates as typed or picked (yyyy-mm-dd).

const { text } = VALIDATION_MESSAGES;

export const tooLong = text.tooLong;

/** Required text: trimmed, so only spaces count as empty. */
export const requiredText = (label: string, max: number, message = text.required(label)) =>
  z.string(message).trim().min(1, message).max(max, tooLong(label, max));

/** Optional text: trimmed; blank or missing is stored as null. */
export const optionalText = (label: string, max: number) =>
  z
    .string(text.notText(label))
    .trim()
    .max(max, tooLong(label, max))
    .nullish()
    .transform((v) => v || null);

/** A real calendar date (yyyy-mm-dd), named by `label` in its messages. */
export const calendarDate = (label: string) =>
  z
    .string(VALIDATION_MESSAGES.date.notText(label))
    .regex(/^\d{4}-\d{2}-\d{2}$/, VALIDATION_MESSAGES.date.format(label))
    .refine(
      (d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d),
      VALIDATION_MESSAGES.date.notReal(label),
    );
