import { sql } from "drizzle-orm";
import { visitCrewReports } from "../../../db/schema/index";
import { inIds } from "../person";
import { part, personal } from "../registry";

/**
 * The crew's notes to the office and "Can't get in" reports (decision 067): staff-internal, never
 * shown to the client, but information about the client's home and visits, so the client's archive
 * holds them (PIPEDA principle 4.9: access to the personal information held about them) and an
 * erasure deletes them with the visits.
 */
export const crewReportEntry = personal({
  table: visitCrewReports,
  holds: "the crew's notes to the office about a visit at the client's home, and reports that they could not get in, with why",
  erase: (tx, p) => tx.execute(sql`delete from visit_crew_reports where ${inIds(sql`visit_id`, p.ids.visits)}`),
  export: part("crew_reports", ["visit_date", "service", "kind", "reason", "text", "written_by", "written_at"], (p) =>
    p.clientId
      ? sql`select r.visit_date, v.service, r.kind, r.reason, r.text, r.author_name as written_by, r.created_at as written_at
            from visit_crew_reports r join service_visits v on v.id = r.visit_id where v.client_id = ${p.clientId} order by r.created_at, r.id`
      : null,
  ),
});
