import { sql } from "drizzle-orm";
import {
  clientConversations,
  clientMessages,
  crewAccessViews,
  serviceSchedules,
  serviceVisitEvents,
  serviceVisits,
  visitClientNotes,
  visitPhotos,
  visitRatings,
  visitReports,
} from "../../../db/schema/index";
import { inIds } from "../person";
import { part, personal } from "../registry";

// Visits, their photos, schedules, ratings and the conversation in the registry: all of it goes
// with the person (the invoices that billed a visit keep their own lines).

const clientIs = (column: string, clientId: string | null) => (clientId ? sql`${sql.raw(column)} = ${clientId}` : sql`false`);

export const visitRatingEntry = personal({
  table: visitRatings,
  holds: "the client's ratings of visits, with their comments",
  erase: (tx, p) => tx.execute(sql`delete from visit_ratings where ${clientIs("client_id", p.clientId)} or ${inIds(sql`visit_id`, p.ids.visits)}`),
  export: part("ratings", ["visit_date", "service", "score", "comment", "rated_at"], (p) =>
    p.clientId
      ? sql`select v.visit_date, v.service, r.score, r.comment, r.created_at as rated_at
            from visit_ratings r join service_visits v on v.id = r.visit_id where r.client_id = ${p.clientId} order by r.created_at`
      : null,
  ),
});

export const visitEventEntry = personal({
  table: serviceVisitEvents,
  holds: "each visit's history (moved, cancelled, completed), with staff's notes",
  erase: (tx, p) => tx.execute(sql`delete from service_visit_events where ${inIds(sql`visit_id`, p.ids.visits)}`),
  notExported: "staff's record of the visits' handling; the visits are in visits",
});

/** The archive's path of each photo, numbered by visit day and kind (ids stay out of the names). */
const PHOTO_FILE_SQL = sql`'photos/' || v.visit_date || '-' || ph.kind || '-'
  || row_number() over (partition by v.visit_date, ph.kind order by ph.created_at, ph.id) || '.jpg'`;

export const visitPhotoEntry = personal({
  table: visitPhotos,
  holds: "photos of the client's place before and after each visit (their files under DATA_DIR/photos; location and camera data are removed when they arrive)",
  erase: (tx, p) => tx.execute(sql`delete from visit_photos where ${inIds(sql`visit_id`, p.ids.visits)}`),
  // The rows carry each photo's id too, for the archive to add its file (the part's columns leave it out).
  export: part("photos", ["file", "visit_date", "service", "kind", "width", "height", "size_bytes", "sha256", "taken_at"], (p) =>
    p.clientId
      ? sql`select ph.id, ${PHOTO_FILE_SQL} as file, v.visit_date, v.service, ph.kind, ph.width, ph.height, ph.bytes as size_bytes, ph.sha256,
              ph.created_at as taken_at
            from visit_photos ph join service_visits v on v.id = ph.visit_id where v.client_id = ${p.clientId}
            order by v.visit_date, ph.kind desc, ph.created_at, ph.id`
      : null,
  ),
});

export const crewAccessViewEntry = personal({
  table: crewAccessViews,
  holds: "who of the crew was shown the client's access notes for a visit, and when (decision 063)",
  erase: (tx, p) => tx.execute(sql`delete from crew_access_views where ${inIds(sql`visit_id`, p.ids.visits)}`),
  export: part("access_views", ["visit_date", "service", "viewed_by", "viewed_at"], (p) =>
    p.clientId
      ? sql`select v.visit_date, v.service, a.viewer_name as viewed_by, a.viewed_at
            from crew_access_views a join service_visits v on v.id = a.visit_id where v.client_id = ${p.clientId} order by a.viewed_at`
      : null,
  ),
});

export const visitEntry = personal({
  table: serviceVisits,
  holds: "visits at the client's address: when, the crew's notes (entry, pets, allergies), what was done",
  erase: (tx, p) => tx.execute(sql`delete from service_visits where ${inIds(sql`id`, p.ids.visits)}`),
  export: part("visits", ["visit_date", "window_start", "window_end", "service", "status", "address", "crew_notes", "completion_note", "reason"], (p) =>
    p.clientId
      ? sql`select v.visit_date, v.window_start, v.window_end, v.service, v.status, a.street as address, v.crew_notes, v.completion_note, v.reason
              from service_visits v join client_addresses a on a.id = v.address_id where v.client_id = ${p.clientId} order by v.visit_date, v.window_start`
      : null,
  ),
});

export const scheduleEntry = personal({
  table: serviceSchedules,
  holds: "the client's recurring services: where, how often, the crew's notes",
  erase: (tx, p) => tx.execute(sql`delete from service_schedules where ${inIds(sql`id`, p.ids.schedules)}`),
  export: part(
    "schedules",
    ["service", "frequency", "interval_days", "start_date", "end_date", "window_start", "window_end", "address", "crew_notes", "ended_at"],
    (p) =>
      p.clientId
        ? sql`select s.service, s.frequency, s.interval_days, s.start_date, s.end_date, s.window_start, s.window_end, a.street as address, s.crew_notes, s.ended_at
              from service_schedules s join client_addresses a on a.id = s.address_id where s.client_id = ${p.clientId} order by s.start_date`
        : null,
  ),
});

export const messageEntry = personal({
  table: clientMessages,
  holds: "the client's conversation with the company: their messages, requests, staff's answers",
  erase: (tx, p) => tx.execute(sql`delete from client_messages where ${clientIs("client_id", p.clientId)}`),
  export: part("messages", ["sent_at", "author", "kind", "body", "details"], (p) =>
    // What the portal shows them: their messages and staff's (not the product's notes to staff).
    p.clientId
      ? sql`select created_at as sent_at, author, kind, body, details from client_messages
            where client_id = ${p.clientId} and author in ('client', 'staff') order by created_at, id`
      : null,
  ),
});

export const conversationEntry = personal({
  table: clientConversations,
  holds: "the conversation's last message, shortened, and unread counts",
  erase: (tx, p) => tx.execute(sql`delete from client_conversations where ${clientIs("client_id", p.clientId)}`),
  notExported: "a copy of the last message, which is in messages",
});

export const visitClientNoteEntry = personal({
  table: visitClientNotes,
  holds: "the crew's notes to the client about a visit, written at check-out for the client's visit report (decision 066)",
  erase: (tx, p) => tx.execute(sql`delete from visit_client_notes where ${inIds(sql`visit_id`, p.ids.visits)}`),
  export: part("visit_reports", ["visit_date", "service", "note", "written_at", "report_sent_at"], (p) =>
    p.clientId
      ? sql`select v.visit_date, v.service, n.note, n.created_at as written_at, r.sent_at as report_sent_at
            from service_visits v join visit_client_notes n on n.visit_id = v.id left join visit_reports r on r.visit_id = v.id
            where v.client_id = ${p.clientId}
            union all
            select v.visit_date, v.service, null, null, r.sent_at
            from service_visits v join visit_reports r on r.visit_id = v.id
            where v.client_id = ${p.clientId} and not exists (select 1 from visit_client_notes n where n.visit_id = v.id)
            order by 1, 4 nulls first`
      : null,
  ),
});

export const visitReportEntry = personal({
  table: visitReports,
  holds: "when each visit's report was e-mailed to the client, and in which language (decision 066)",
  erase: (tx, p) => tx.execute(sql`delete from visit_reports where ${inIds(sql`visit_id`, p.ids.visits)}`),
  notExported: "its time is in the visit_reports part, beside the crew's notes; the e-mail itself is in the sent e-mails",
});
