import { z } from "zod";
import { VALIDATION_MESSAGES } from "../i18n/validation";

// Text fields as every form's schema writes them: trimmed, with a limit that names the field.

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
