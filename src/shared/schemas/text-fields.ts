import { z } from "zod";

// Text fields as every form's schema writes them: trimmed, with a limit that names the field.

export const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters`;

/** Required text: trimmed, so only spaces count as empty. */
export const requiredText = (label: string, max: number, message = `${label} is required.`) =>
  z.string(message).trim().min(1, message).max(max, tooLong(label, max));

/** Optional text: trimmed; blank or missing is stored as null. */
export const optionalText = (label: string, max: number) =>
  z
    .string(`${label} must be text`)
    .trim()
    .max(max, tooLong(label, max))
    .nullish()
    .transform((v) => v || null);
