import { z } from "zod";

// The admin lists' bulk delete (assessments, leads): one body shape and one answer for every kind
// of record, with messages that name the kind.

/** Most records one bulk delete may name. */
export const MAX_DELETE_IDS = 500;

/** 1 to 500 ids of one kind of record, e.g. `{ one: "lead", article: "a", many: "leads" }`. */
export function bulkDeleteSchema(record: { one: string; article: "a" | "an"; many: string }) {
  const { one, article, many } = record;
  return z.object({
    ids: z
      .array(z.guid(`Each id must be ${article} ${one} id`), { error: `Ids must be a list of ${one} ids` })
      .min(1, `Select at least one ${one} to delete`)
      .max(MAX_DELETE_IDS, `At most ${MAX_DELETE_IDS} ${many} can be deleted at once`),
  });
}

/** What a delete answers: how many of the named records existed and are now gone. */
export type BulkDeleteResult = { deleted: number };
