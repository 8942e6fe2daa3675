import { z } from "zod";

/** A page visit: the path only (query and hash removed), never anything about the visitor. */
export const visitSchema = z.object({
  page: z
    .string()
    .trim()
    // Keep the path only; a value with no path ("", "?x", "#top") then fails the check below.
    .transform((p) => p.replace(/[?#].*$/, ""))
    .pipe(
      z
        .string()
        .max(200, "Page path must be at most 200 characters")
        .regex(/^\/[A-Za-z0-9\-._~/]*$/, "Page must be a site path starting with /"),
    ),
});
export type VisitInput = z.input<typeof visitSchema>;
