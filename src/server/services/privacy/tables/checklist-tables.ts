import { sql } from "drizzle-orm";
import { checklistTemplates, visitChecklists, visitChecklistTicks } from "../../../db/schema/index";
import { inIds } from "../person";
import { impersonal, part, personal } from "../registry";

// Cleaning checklists (decision 065). A visit's checklist is about the client's home (its rooms,
// what was done there), so the archive has it, one row per item, without the staff's names; the
// ticks name a staff member, who is not the client. Both go with the client's visits.

export const visitChecklistTickEntry = personal({
  table: visitChecklistTicks,
  holds: "which item of a visit's checklist was done, when, and by which member of the crew",
  erase: (tx, p) => tx.execute(sql`delete from visit_checklist_ticks where ${inIds(sql`visit_id`, p.ids.visits)}`),
  notExported: "what was done is in checklists; the crew member's name is staff's, not the client's",
});

export const visitChecklistEntry = personal({
  table: visitChecklists,
  holds: "each visit's checklist: the rooms of the client's place and what was to be done in them",
  erase: (tx, p) => tx.execute(sql`delete from visit_checklists where ${inIds(sql`visit_id`, p.ids.visits)}`),
  export: part("checklists", ["visit_date", "service", "room", "item", "done", "done_at"], (p) =>
    p.clientId
      ? sql`select v.visit_date, v.service, room.value->'name'->>'en' as room, item.value->'label'->>'en' as item,
              coalesce(t.done, false) as done, case when t.done then t.at end as done_at
            from visit_checklists c
            join service_visits v on v.id = c.visit_id
            cross join lateral jsonb_array_elements(c.rooms) with ordinality as room(value, room_no)
            cross join lateral jsonb_array_elements(room.value->'items') with ordinality as item(value, item_no)
            left join visit_checklist_ticks t on t.visit_id = c.visit_id and t.item_id = item.value->>'id'
            where v.client_id = ${p.clientId}
            order by v.visit_date, v.id, room.room_no, item.item_no`
      : null,
  ),
});

export const checklistTemplateEntry = impersonal(
  checklistTemplates,
  "the company's checklists per service, rooms and items in English and French; the owner who last changed one",
);
