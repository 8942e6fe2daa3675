import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import type { ApiErrorBody } from "../../shared/api-error";
import type { AdminAssessmentList } from "../../shared/schemas/admin-assessments";
import type { Database } from "../db/client";
import { jobAssessments } from "../db/schema/index";
import { countOf, rowsOf } from "../test/auth-fixtures";
import { call, makeAdmin, signInAdmin } from "../test/auth-helpers";
import { createTestApp } from "../test/test-app";
import { createTestDb, emptyTables, testDbKinds } from "../test/test-db";

const LIST = "/api/admin/assessments";
const EXPORT = "/api/admin/assessments/export.csv";
const DELETE = "/api/admin/assessments/delete";
const TZ = "America/Toronto";
const HEADER = "Name,Email,Phone,Property Type,Service Type,Add-ons,Pets,Pet Type,Cleaning Preference,Special Requirements,Submitted At";

type Seed = Partial<typeof jobAssessments.$inferInsert> & { fullName: string; at?: ReturnType<typeof sql> };

const defaults = {
  phoneNumber: "613-555-0000",
  postcode: "K1A 0B1",
  propertyType: ["home"],
  propertySize: "2 Bedrooms",
  serviceType: ["regular"],
  frequency: "weekly",
  preferredIngredients: "eco-friendly",
};

/** Parse RFC 4180 text (CRLF records) into rows of fields. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ",") {
      row.push(field);
      field = "";
    } else if (ch === "\r" && text[i + 1] === "\n") {
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
      i++;
    } else field += ch;
  }
  if (field || row.length) throw new Error(`unterminated record: ${JSON.stringify(row)} ${JSON.stringify(field)}`);
  return rows;
}

describe.each(testDbKinds)("admin assessments on %s", (kind) => {
  let database: Database;
  let t: ReturnType<typeof createTestApp>;
  let admin: string;

  beforeAll(async () => {
    database = await createTestDb(kind);
    t = createTestApp(database);
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    await emptyTables(database.db);
    await makeAdmin(t, database);
    admin = (await signInAdmin(t)).cookie;
  });

  async function seed(...rows: Seed[]): Promise<string[]> {
    const out = await database.db
      .insert(jobAssessments)
      .values(
        rows.map(({ at, ...r }) => ({
          ...defaults,
          email: `${r.fullName.toLowerCase().replace(/\W+/g, ".")}@example.com`,
          ...r,
          ...(at ? { submittedAt: at as never } : {}),
        })),
      )
      .returning({ id: jobAssessments.id });
    return out.map((r) => r.id);
  }

  const ago = (interval: string) => sql`now() - ${interval}::interval`;

  /** Four assessments: today, 3, 20 and 60 days ago. */
  const fixture = () =>
    seed(
      { fullName: "Jane Doe", email: "jane@example.com", phoneNumber: "613-555-0100", pets: true, petType: "Dog", at: sql`now()` },
      {
        fullName: "Bob Smith",
        email: "bob@work.example.com",
        phoneNumber: "819-555-0199",
        propertyType: ["office", "clinic"],
        propertySize: "2,501 – 5,000 sq. ft.",
        serviceType: ["deep", "specialty"],
        addOnOptions: ["floor-polishing", "oven"],
        preferredIngredients: "standard",
        at: ago("3 days"),
      },
      {
        fullName: "Carla Jones",
        email: "carla@example.org",
        phoneNumber: "613-555-0142",
        propertyType: ["condo"],
        serviceType: ["eco-friendly"],
        pets: true,
        petType: "Cat",
        preferredIngredients: "no-preference",
        at: ago("20 days"),
      },
      { fullName: "Dan O'Neil", email: "dan@example.net", phoneNumber: "343-555-0177", propertyType: ["home", "apartment"], at: ago("60 days") },
    );

  async function list(query = ""): Promise<AdminAssessmentList> {
    const res = await call(t, `${LIST}${query}`, { cookie: admin });
    expect(res.status, await res.clone().text()).toBe(200);
    return (await res.json()) as AdminAssessmentList;
  }
  const names = async (query = "") => (await list(query)).items.map((i) => i.fullName);

  describe("GET /api/admin/assessments", () => {
    test("no filters: newest first, camelCase rows with lists as arrays, stats and facets", async () => {
      const [jane] = await fixture();
      const body = await list();
      expect(body.items.map((i) => i.fullName)).toEqual(["Jane Doe", "Bob Smith", "Carla Jones", "Dan O'Neil"]);
      expect(body).toMatchObject({
        total: 4,
        page: 1,
        pageSize: 50,
        stats: { total: 4, thisWeek: 2, withPets: 2, filtered: 4 },
        facets: { propertyTypes: ["apartment", "clinic", "condo", "home", "office"], serviceTypes: ["deep", "eco-friendly", "regular", "specialty"] },
      });
      expect(body.items[0]).toMatchObject({
        id: jane,
        fullName: "Jane Doe",
        email: "jane@example.com",
        phoneNumber: "613-555-0100",
        propertyType: ["home"],
        serviceType: ["regular"],
        addOnOptions: [],
        pets: true,
        petType: "Dog",
        preferredIngredients: "eco-friendly",
        specialRequirements: null,
        language: "en",
      });
      expect(body.items[1]!.addOnOptions).toEqual(["floor-polishing", "oven"]);
      expect(new Date(body.items[0]!.submittedAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
      expect(body.items[0]!.submittedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    });

    test("each row says the language of the page it was sent from", async () => {
      await seed({ fullName: "Marie Tremblay", language: "fr" }, { fullName: "Jane Doe", at: ago("1 day") });
      expect((await list()).items.map((i) => [i.fullName, i.language])).toEqual([
        ["Marie Tremblay", "fr"],
        ["Jane Doe", "en"],
      ]);
    });

    test("the filter options follow inserts, updates and deletes", async () => {
      const [jane, bob] = await fixture();
      await call(t, DELETE, { cookie: admin, body: { ids: [bob] } });
      expect((await list()).facets).toEqual({ propertyTypes: ["apartment", "condo", "home"], serviceTypes: ["eco-friendly", "regular"] });
      await database.db.execute(sql`update job_assessments set property_type = '{retail}', service_type = '{deep}' where id = ${jane}`);
      expect((await list()).facets).toEqual({ propertyTypes: ["apartment", "condo", "home", "retail"], serviceTypes: ["deep", "eco-friendly", "regular"] });
      await database.db.execute(sql`delete from job_assessments`);
      expect((await list()).facets).toEqual({ propertyTypes: [], serviceTypes: [] });
      await seed({ fullName: "Back Again", propertyType: ["office", "office"] }, { fullName: "Twice", propertyType: ["office"] });
      const counts = await rowsOf<{ value: string; n: number }>(
        database,
        sql`select value, sum(n)::int as n from assessment_facets where facet = 'property_type' group by value having sum(n) > 0`,
      );
      expect(counts).toEqual([{ value: "office", n: 3 }]);
    });

    test("an empty database: zero counts and no facets", async () => {
      expect(await list()).toEqual({
        items: [],
        total: 0,
        page: 1,
        pageSize: 50,
        stats: { total: 0, thisWeek: 0, withPets: 0, filtered: 0 },
        facets: { propertyTypes: [], serviceTypes: [] },
      });
    });

    test.each([
      ["by part of a name, any case", "?search=cARLA", ["Carla Jones"]],
      ["by part of an e-mail", "?search=work.example", ["Bob Smith"]],
      ["by a formatted phone part", "?search=555-0142", ["Carla Jones"]],
      ["by phone digits only", "?search=6135550100", ["Jane Doe"]],
      ["by a phone typed another way", "?search=(343)%20555%200177", ["Dan O'Neil"]],
      ["by a shared fragment", "?search=613", ["Jane Doe", "Carla Jones"]],
      ["with surrounding spaces trimmed", "?search=%20%20jane%20", ["Jane Doe"]],
      ["with a quote", "?search=o'neil", ["Dan O'Neil"]],
      ["LIKE wildcards taken literally", "?search=%25", []],
      ["underscore taken literally", "?search=_", []],
      ["no match", "?search=zzzz-no-match", []],
    ])("search %s", async (_what, query, expected) => {
      await fixture();
      const body = await list(query);
      expect(body.items.map((i) => i.fullName)).toEqual(expected);
      expect(body.total).toBe(expected.length);
      expect(body.stats).toMatchObject({ total: 4, filtered: expected.length });
    });

    test("property and service type filters match rows containing the value", async () => {
      await fixture();
      expect(await names("?propertyType=home")).toEqual(["Jane Doe", "Dan O'Neil"]);
      expect(await names("?propertyType=clinic")).toEqual(["Bob Smith"]);
      expect(await names("?propertyType=retail")).toEqual([]);
      expect(await names("?serviceType=specialty")).toEqual(["Bob Smith"]);
      expect(await names("?serviceType=regular")).toEqual(["Jane Doe", "Dan O'Neil"]);
      expect(await names("?propertyType=")).toHaveLength(4);
    });

    test.each([
      ["all", ["Jane Doe", "Bob Smith", "Carla Jones", "Dan O'Neil"]],
      ["today", ["Jane Doe"]],
      ["week", ["Jane Doe", "Bob Smith"]],
      ["month", ["Jane Doe", "Bob Smith", "Carla Jones"]],
    ])("range=%s", async (range, expected) => {
      await fixture();
      const body = await list(`?range=${range}`);
      expect(body.items.map((i) => i.fullName)).toEqual(expected);
      expect(body.stats.filtered).toBe(expected.length);
    });

    test("today starts at midnight in Toronto: 23:59 yesterday is out, 00:01 today is in", async () => {
      const midnight = sql`(date_trunc('day', now() at time zone ${TZ}) at time zone ${TZ})`;
      await seed(
        { fullName: "Late Yesterday", at: sql`${midnight} - interval '1 minute'` },
        { fullName: "Early Today", at: sql`${midnight} + interval '1 minute'` },
      );
      expect(await names("?range=today")).toEqual(["Early Today"]);
    });

    test("a week is 7 days back and a month one calendar month back, to the minute", async () => {
      await seed(
        { fullName: "Six Days", at: ago("6 days 23 hours") },
        { fullName: "Eight Days", at: ago("7 days 1 minute") },
        { fullName: "In Month", at: sql`now() - interval '1 month' + interval '1 minute'` },
        { fullName: "Past Month", at: sql`now() - interval '1 month' - interval '1 minute'` },
      );
      expect(await names("?range=week")).toEqual(["Six Days"]);
      expect(await names("?range=month")).toEqual(["Six Days", "Eight Days", "In Month"]);
      expect((await list()).stats.thisWeek).toBe(1);
    });

    test("filters combine; stats other than filtered stay over all rows", async () => {
      await fixture();
      const body = await list("?search=613&range=week");
      expect(body.items.map((i) => i.fullName)).toEqual(["Jane Doe"]);
      expect(body.stats).toEqual({ total: 4, thisWeek: 2, withPets: 2, filtered: 1 });
      expect(await names("?propertyType=home&serviceType=regular&range=month")).toEqual(["Jane Doe"]);
      expect(await names("?search=example.com&propertyType=office")).toEqual(["Bob Smith"]);
      expect(await names("?search=jane&propertyType=office")).toEqual([]);
      // Facets list what the data holds, whatever the filters.
      expect((await list("?search=zzzz")).facets.propertyTypes).toEqual(["apartment", "clinic", "condo", "home", "office"]);
    });

    test.each([
      ["", ["Jane Doe", "Bob Smith", "Carla Jones", "Dan O'Neil"]],
      ["?dir=asc", ["Dan O'Neil", "Carla Jones", "Bob Smith", "Jane Doe"]],
      ["?sort=full_name&dir=asc", ["Bob Smith", "Carla Jones", "Dan O'Neil", "Jane Doe"]],
      ["?sort=full_name", ["Jane Doe", "Dan O'Neil", "Carla Jones", "Bob Smith"]],
      ["?sort=email&dir=asc", ["Bob Smith", "Carla Jones", "Dan O'Neil", "Jane Doe"]],
      ["?sort=email&dir=desc", ["Jane Doe", "Dan O'Neil", "Carla Jones", "Bob Smith"]],
      ["?sort=submitted_at&dir=desc", ["Jane Doe", "Bob Smith", "Carla Jones", "Dan O'Neil"]],
    ])("sorting %s", async (query, expected) => {
      await fixture();
      expect(await names(query)).toEqual(expected);
    });

    test("name sorting ignores case", async () => {
      await seed({ fullName: "bella lowercase" }, { fullName: "Adam Upper" }, { fullName: "Cyd Upper" });
      expect(await names("?sort=full_name&dir=asc")).toEqual(["Adam Upper", "bella lowercase", "Cyd Upper"]);
    });

    test("pages of 50 are stable even when every row has the same time", async () => {
      await database.db.execute(sql`
        insert into job_assessments (full_name, phone_number, email, postcode, property_type, property_size, service_type, frequency, preferred_ingredients, submitted_at)
        select 'Person ' || i, '613-555-0100', 'p' || i || '@example.com', 'K1A 0B1', '{home}', '2 Bedrooms', '{regular}', 'weekly', 'standard', '2026-01-01T12:00:00Z'
        from generate_series(1, 120) as i`);
      const pages = [await list(), await list("?page=2"), await list("?page=3"), await list("?page=4")];
      expect(pages.map((p) => p.items.length)).toEqual([50, 50, 20, 0]);
      expect(pages.map((p) => [p.page, p.total, p.pageSize])).toEqual([
        [1, 120, 50],
        [2, 120, 50],
        [3, 120, 50],
        [4, 120, 50],
      ]);
      const ids = pages.flatMap((p) => p.items.map((i) => i.id));
      expect(new Set(ids).size).toBe(120);
      // The same page twice: the same rows in the same order.
      expect((await list("?page=2")).items.map((i) => i.id)).toEqual(pages[1]!.items.map((i) => i.id));
      // Filtered pagination counts only matching rows.
      const filtered = await list("?search=person%201&page=2");
      expect(filtered.total).toBe(32); // 1, 10-19, 100-120
      expect(filtered.items).toHaveLength(0);
      expect((await list("?search=person%201")).items).toHaveLength(32);
    });

    test.each([
      ["search", `?search=${"x".repeat(201)}`],
      ["propertyType", "?propertyType=castle"],
      ["propertyType", "?propertyType=Home"],
      ["serviceType", "?serviceType=Regular%20Cleaning"],
      ["range", "?range=year"],
      ["sort", "?sort=phone_number"],
      ["sort", "?sort=id;drop%20table%20users"],
      ["dir", "?dir=up"],
      ["page", "?page=0"],
      ["page", "?page=-1"],
      ["page", "?page=1.5"],
      ["page", "?page=abc"],
    ])("400 naming %s for %s", async (field, query) => {
      const res = await call(t, `${LIST}${query}`, { cookie: admin });
      expect(res.status).toBe(400);
      const body = (await res.json()) as ApiErrorBody;
      expect(body.error.code).toBe("validation");
      expect(Object.keys(body.error.fields!)).toEqual([field]);
    });

    test("a search of 200 characters is accepted", async () => {
      expect((await list(`?search=${"x".repeat(200)}`)).items).toEqual([]);
    });
  });

  describe("GET /api/admin/assessments/export.csv", () => {
    async function exportCsv(query = "") {
      const res = await call(t, `${EXPORT}${query}`, { cookie: admin });
      expect(res.status).toBe(200);
      const text = await res.text();
      return { res, text, rows: parseCsv(text) };
    }

    test("header, labels, Yes/No, Toronto time, file name and type", async () => {
      await fixture();
      await database.db.execute(sql`update job_assessments set submitted_at = '2026-07-04T18:05:09Z' where full_name = 'Bob Smith'`);
      await database.db.execute(sql`update job_assessments set submitted_at = '2026-01-15T04:30:00Z' where full_name = 'Dan O''Neil'`);
      const { res, text, rows } = await exportCsv("?sort=full_name&dir=asc");
      expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
      const today = new Intl.DateTimeFormat("en-CA", { timeZone: TZ }).format(new Date());
      expect(res.headers.get("content-disposition")).toBe(`attachment; filename="job-assessments-${today}.csv"`);
      expect(text.startsWith(`${HEADER}\r\n`)).toBe(true);
      expect(text.endsWith("\r\n")).toBe(true);
      expect(rows).toHaveLength(5);
      expect(rows[1]).toEqual([
        "Bob Smith",
        "bob@work.example.com",
        "819-555-0199",
        "Office; Clinic",
        "Deep Cleaning; Specialty Cleaning",
        "Floor Polishing; Oven Cleaning",
        "No",
        "",
        "Standard",
        "",
        "2026-07-04 14:05:09", // EDT
      ]);
      expect(rows[3]).toEqual([
        "Dan O'Neil",
        "dan@example.net",
        "343-555-0177",
        "Home; Apartment",
        "Regular Cleaning",
        "",
        "No",
        "",
        "Eco-Friendly",
        "",
        "2026-01-14 23:30:00",
      ]); // EST
      expect(rows[2]!.slice(6, 9)).toEqual(["Yes", "Cat", "No Preference"]);
      expect(rows[4]![10]).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    });

    test("special requirements lose angle brackets and quotes; commas, quotes and newlines are quoted", async () => {
      await seed(
        { fullName: "Doe, Jane", specialRequirements: `Use "green" soap, don't rush <b>please</b>` },
        { fullName: 'Ann "The Boss" Lee', specialRequirements: "Line one\r\nLine two\nLine three" },
      );
      const { text, rows } = await exportCsv("?sort=full_name&dir=asc");
      expect(rows[1]![0]).toBe('Ann "The Boss" Lee');
      expect(text).toContain(`\r\n"Ann ""The Boss"" Lee",`);
      expect(rows[1]![9]).toBe("Line one\r\nLine two\nLine three");
      expect(text).toContain(`"Line one\r\nLine two\nLine three"`);
      expect(rows[2]![0]).toBe("Doe, Jane");
      expect(text).toContain(`\r\n"Doe, Jane",`);
      expect(rows[2]![9]).toBe("Use green soap, dont rush bplease/b");
    });

    test.each(["=", "+", "-", "@", "\t", "\r"])("a cell starting with %j is neutralised with a leading quote", async (c) => {
      await seed({ fullName: `${c}HYPERLINK("http://evil.example","x")`, petType: `${c}1+1`, pets: true, specialRequirements: `${c}cmd|' /C calc'!A0` });
      const { rows } = await exportCsv();
      expect(rows[1]![0]).toBe(`'${c}HYPERLINK("http://evil.example","x")`);
      expect(rows[1]![7]).toBe(`'${c}1+1`);
      expect(rows[1]![9]).toBe(`'${c}cmd| /C calc!A0`);
    });

    test("the filters and the order of the list are honoured", async () => {
      await fixture();
      const names = async (q: string) => (await exportCsv(q)).rows.slice(1).map((r) => r[0]);
      expect(await names("")).toEqual(["Jane Doe", "Bob Smith", "Carla Jones", "Dan O'Neil"]);
      expect(await names("?range=week")).toEqual(["Jane Doe", "Bob Smith"]);
      expect(await names("?search=6135550142")).toEqual(["Carla Jones"]);
      expect(await names("?propertyType=home&dir=asc")).toEqual(["Dan O'Neil", "Jane Doe"]);
      expect(await names("?serviceType=specialty")).toEqual(["Bob Smith"]);
      // No match: the header alone.
      expect((await exportCsv("?search=zzzz-no-match")).text).toBe(`${HEADER}\r\n`);
      // A page number belongs to the list only and is ignored here.
      expect(await names("?page=2&range=today")).toEqual(["Jane Doe"]);
    });

    test("bad filters answer 400 naming the field", async () => {
      const res = await call(t, `${EXPORT}?range=yesterday`, { cookie: admin });
      expect(res.status).toBe(400);
      expect(((await res.json()) as ApiErrorBody).error.fields).toEqual({ range: expect.any(String) });
    });

    test.each([
      ["submitted_at", "desc"],
      ["full_name", "asc"],
      ["email", "desc"],
    ])("every row once across batches (sort=%s %s, duplicate keys)", async (sort, dir) => {
      await database.db.execute(sql`
        insert into job_assessments (full_name, phone_number, email, postcode, property_type, property_size, service_type, frequency, preferred_ingredients, submitted_at)
        select 'Person ' || (i % 7), '613-555-0100', 'p' || (i % 5) || '@example.com', 'K1A 0B1', '{home}', '2 Bedrooms', '{regular}', 'weekly', 'standard',
               '2026-01-01T12:00:00Z'::timestamptz + (i % 3) * interval '1 second'
        from generate_series(1, 2345) as i`);
      const { rows } = await exportCsv(`?sort=${sort}&dir=${dir}`);
      expect(rows).toHaveLength(2346);
      const listed = await list(`?sort=${sort}&dir=${dir}`);
      // The export's first rows are the list's first page, in the same order.
      expect(rows.slice(1, 51).map((r) => [r[0], r[1]])).toEqual(listed.items.map((i) => [i.fullName, i.email]));
      const counts = new Map<string, number>();
      for (const r of rows.slice(1)) counts.set(`${r[0]}|${r[1]}`, (counts.get(`${r[0]}|${r[1]}`) ?? 0) + 1);
      const expected = await rowsOf<{ k: string; n: number }>(
        database,
        sql`select full_name || '|' || email as k, count(*)::int as n from job_assessments group by 1`,
      );
      expect(Object.fromEntries(counts)).toEqual(Object.fromEntries(expected.map((e) => [e.k, Number(e.n)])));
    });
  });

  describe("POST /api/admin/assessments/delete", () => {
    test("deletes exactly the named rows and writes one audit row each with the admin", async () => {
      const [jane, bob, carla, dan] = await fixture();
      const unknown = "00000000-0000-4000-8000-000000000000";
      const res = await call(t, DELETE, { cookie: admin, body: { ids: [jane, carla, unknown, carla] } });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ deleted: 2 });
      const left = await rowsOf<{ id: string }>(database, sql`select id from job_assessments order by submitted_at desc`);
      expect(left.map((r) => r.id)).toEqual([bob, dan]);
      const [adminUser] = await rowsOf<{ id: string }>(database, sql`select id from users where email = 'admin@example.com'`);
      const audit = await rowsOf<{
        actor_user_id: string;
        actor_email: string;
        action: string;
        entity: string;
        entity_id: string;
        details: { submittedAt: string };
      }>(database, sql`select actor_user_id, actor_email, action, entity, entity_id, details from audit_log order by entity_id`);
      expect(audit).toHaveLength(2);
      expect(audit.map((a) => a.entity_id).sort()).toEqual([jane, carla].sort());
      for (const a of audit) {
        expect(a).toMatchObject({ actor_user_id: adminUser!.id, actor_email: "admin@example.com", action: "assessment.delete", entity: "job_assessment" });
        expect(new Date(a.details.submittedAt).getTime()).not.toBeNaN();
      }
      // The dashboard's counts follow.
      expect((await list()).stats).toMatchObject({ total: 2, filtered: 2 });
    });

    test("only unknown ids: nothing deleted, nothing audited", async () => {
      await fixture();
      const res = await call(t, DELETE, { cookie: admin, body: { ids: ["00000000-0000-4000-8000-000000000001"] } });
      expect(await res.json()).toEqual({ deleted: 0 });
      expect(await countOf(database, sql`from job_assessments`)).toBe(4);
      expect(await countOf(database, sql`from audit_log`)).toBe(0);
    });

    test("500 ids in one request are fine", async () => {
      const ids = await seed(...Array.from({ length: 500 }, (_, i) => ({ fullName: `Bulk ${i}` })));
      const res = await call(t, DELETE, { cookie: admin, body: { ids } });
      expect(await res.json()).toEqual({ deleted: 500 });
      expect(await countOf(database, sql`from audit_log where action = 'assessment.delete'`)).toBe(500);
    });

    test.each([
      ["no ids", {}],
      ["an empty list", { ids: [] }],
      ["not a list", { ids: "abc" }],
      ["a bad id", { ids: ["not-a-uuid"] }],
      ["an id that is a number", { ids: [42] }],
      ["501 ids", { ids: Array.from({ length: 501 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`) }],
    ])("400 for %s, and nothing is deleted", async (_what, body) => {
      await fixture();
      const res = await call(t, DELETE, { cookie: admin, body });
      expect(res.status).toBe(400);
      const error = ((await res.json()) as ApiErrorBody).error;
      expect(error.code).toBe("validation");
      expect(Object.keys(error.fields!)).toEqual(["ids"]);
      expect(await countOf(database, sql`from job_assessments`)).toBe(4);
    });

    test("a body that is not JSON: 415", async () => {
      const res = await call(t, DELETE, { cookie: admin, body: undefined, method: "POST", headers: { "content-type": "text/plain" } });
      expect(res.status).toBe(415);
    });

    test("deleting the admin's account keeps the audit rows, without the user id", async () => {
      const [jane] = await fixture();
      await call(t, DELETE, { cookie: admin, body: { ids: [jane] } });
      await database.db.execute(sql`delete from users where email = 'admin@example.com'`);
      const [row] = await rowsOf<{ actor_user_id: string | null; actor_email: string }>(database, sql`select actor_user_id, actor_email from audit_log`);
      expect(row).toEqual({ actor_user_id: null, actor_email: "admin@example.com" });
    });
  });
});
