import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { CAPTURE_SERVICE_TYPES, LEAD_DEFAULTS, LEAD_STATUS_COLOURS } from "../../shared/options/leads";
import { createTestDb, testDbKinds } from "../test/test-db";
import { queryRows, type Database } from "./client";
import { LEAD_LOOKUP_SEED } from "./lead-lookups";

describe.each(testDbKinds)("lead lookup tables on %s", (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDb(kind);
  });
  afterAll(() => database.close());

  test("a fresh database holds exactly the seeded names", async () => {
    for (const [table, names] of Object.entries(LEAD_LOOKUP_SEED)) {
      const rows = await queryRows<{ name: string }>(database.db, sql`select name from ${sql.identifier(table)} order by id`);
      expect(
        rows.map((r) => r.name),
        table,
      ).toEqual(names);
    }
  });

  test("the seed holds the lead defaults, the capture service choices and every coloured status", () => {
    expect(LEAD_LOOKUP_SEED.service_types).toContain(LEAD_DEFAULTS.serviceType);
    expect(LEAD_LOOKUP_SEED.client_categories).toContain(LEAD_DEFAULTS.clientCategory);
    expect(LEAD_LOOKUP_SEED.lead_sources).toContain(LEAD_DEFAULTS.source);
    expect(LEAD_LOOKUP_SEED.lead_statuses).toContain(LEAD_DEFAULTS.leadStatus);
    for (const choice of CAPTURE_SERVICE_TYPES) expect(LEAD_LOOKUP_SEED.service_types).toContain(choice.serviceType);
    expect([...LEAD_LOOKUP_SEED.lead_statuses].sort()).toEqual(Object.keys(LEAD_STATUS_COLOURS).sort());
  });

  test("a used name cannot be deleted; renaming it renames it on the leads", async () => {
    await database.db.execute(sql`insert into leads (full_name, phone_number, source) values ('Ref Lead', '613-555-0100', 'Referral')`);
    await expect(database.db.execute(sql`delete from lead_sources where name = 'Referral'`)).rejects.toThrow();
    await database.db.execute(sql`update lead_sources set name = 'Referral (friend)' where name = 'Referral'`);
    const [lead] = await queryRows<{ source: string }>(database.db, sql`select source from leads`);
    expect(lead!.source).toBe("Referral (friend)");
    await expect(database.db.execute(sql`insert into leads (full_name, phone_number, lead_status) values ('X', '1', 'Nope')`)).rejects.toThrow();
  });
});
