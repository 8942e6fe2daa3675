import { eq } from "drizzle-orm";
import type { Lead } from "../../../shared/schemas/leads";
import type { Db } from "../../db/client";
import { leads } from "../../db/schema/index";
import { isUuid } from "../../db/is-uuid";
import { leadColumns, toLead } from "./lead-row";

/** One lead, or undefined when there is none with this id (or it is not an id at all). */
export async function getLead(options: { db: Db; id: string }): Promise<Lead | undefined> {
  if (!isUuid(options.id)) return undefined;
  const [row] = await options.db.select(leadColumns).from(leads).where(eq(leads.id, options.id));
  return row && toLead(row);
}
