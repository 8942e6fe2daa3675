import { z } from "zod";

// Query parameters the admin lists have in common (assessments and leads).

/** An empty query parameter (`?status=`) means the same as an absent one. */
export const optionalParam = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === "" ? undefined : v), schema.optional());

/** The search box: trimmed, at most 200 characters; blank is no search. */
export const searchParam = optionalParam(z.string().trim().max(200, "Search must be at most 200 characters")).transform((s) => s || undefined);

const PAGE_MESSAGE = "Page must be a whole number of at least 1";

/** The page number, from 1 (the default). */
export const pageParam = optionalParam(
  z.coerce.number({ error: PAGE_MESSAGE }).int(PAGE_MESSAGE).min(1, PAGE_MESSAGE).max(1_000_000, "Page must be at most 1000000"),
).transform((p) => p ?? 1);
