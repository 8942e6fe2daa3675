import { timesheetChanges, timesheetSettings } from "../../../db/schema/index";
import { sql } from "drizzle-orm";
import { keepEntriesOf } from "../../timesheets/keep-entries";
import { inIds } from "../person";
import { redactRows } from "../redact";
import { impersonal, personal } from "../registry";

// Timesheets (decision 069) are the staff's pay records, not the client's: a correction says how
// long a cleaner worked and why an owner changed it. They are not part of a client's archive. An
// erasure must not take a cleaner's hours with the client's visits: before the visits go, each of
// their entries is kept as it stands, without the client's name (the timesheet says "erased client"),
// and a correction's reason loses the client's identifying words.

export const timesheetChangeEntry = personal({
  table: timesheetChanges,
  holds: "the cleaners' hours on the client's visits as corrected by an owner, with the reason (staff's pay records)",
  // The hours stay; a reason that named the client loses those words.
  erase: async (tx, p) => {
    await keepEntriesOf(tx, p.ids.visits);
    await redactRows(tx, "timesheet_changes", [{ name: "reason", type: "text" }], inIds(sql`visit_id`, p.ids.visits), p.identifiers);
  },
  notExported: "the staff's pay records: how long a cleaner worked on a visit and why an owner corrected it, not the client's information",
});

export const timesheetSettingsEntry = impersonal(timesheetSettings, "the company's pay period: its length and a date it starts on");
