import { sql } from "drizzle-orm";
import { CHECKLIST_SERVICES, type ChecklistRoom, type ChecklistService, type ChecklistTemplate } from "../../../shared/schemas/checklists";
import type { Db } from "../../db/client";
import { checklistTemplates } from "../../db/schema/index";
import { DEFAULT_TEMPLATES } from "./default-templates";

// The templates (decision 065): the company's defaults are written on first read, so an owner's
// edit is an update of a row that exists, and a service added later gets its default the same way.

type Row = typeof checklistTemplates.$inferSelect;
const view = (row: Row): ChecklistTemplate => ({
  service: row.service,
  rooms: row.rooms,
  updatedAt: row.updatedAt?.toISOString() ?? null,
  updatedBy: row.updatedByName,
});

/** Write the default of each service that has no template yet (a second run writes nothing). */
async function seedDefaults(db: Db): Promise<void> {
  await db
    .insert(checklistTemplates)
    .values(CHECKLIST_SERVICES.map((service) => ({ service, rooms: DEFAULT_TEMPLATES[service] })))
    .onConflictDoNothing();
}

/** Every service's template, in the services' order. */
export async function readTemplates(db: Db): Promise<ChecklistTemplate[]> {
  let rows = await db.select().from(checklistTemplates);
  if (rows.length < CHECKLIST_SERVICES.length) {
    await seedDefaults(db);
    rows = await db.select().from(checklistTemplates);
  }
  return CHECKLIST_SERVICES.map((service) => view(rows.find((r) => r.service === service)!));
}

/** One service's rooms as they are now (its default if never written). */
export async function templateRooms(db: Db, service: ChecklistService): Promise<ChecklistRoom[]> {
  const [row] = await db
    .select({ rooms: checklistTemplates.rooms })
    .from(checklistTemplates)
    .where(sql`${checklistTemplates.service} = ${service}`);
  return row?.rooms ?? DEFAULT_TEMPLATES[service];
}

/** An owner's edit: the whole template replaces the one there. Visits already opened keep their copy. */
export async function saveTemplate(o: {
  db: Db;
  service: ChecklistService;
  rooms: ChecklistRoom[];
  by: { userId: string; name: string };
}): Promise<ChecklistTemplate> {
  const values = { service: o.service, rooms: o.rooms, updatedByUserId: o.by.userId, updatedByName: o.by.name, updatedAt: sql`now()` };
  const [row] = await o.db
    .insert(checklistTemplates)
    .values(values)
    .onConflictDoUpdate({
      target: checklistTemplates.service,
      set: { rooms: values.rooms, updatedByUserId: values.updatedByUserId, updatedByName: values.updatedByName, updatedAt: values.updatedAt },
    })
    .returning();
  return view(row!);
}
