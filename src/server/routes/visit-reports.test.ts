import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, test } from "vitest";
import { businessDay } from "../../shared/business-time";
import { IDEMPOTENCY_HEADER } from "../../shared/idempotency";
import type { CrewVisitAnswer } from "../../shared/schemas/crew";
import { PHOTO_MAX_BYTES } from "../../shared/schemas/visit-photos";
import type { CrewPhotoAnswer, CrewPhotos, VisitReport } from "../../shared/schemas/visit-reports";
import type { Database } from "../db/client";
import { clientAddresses, clients, serviceVisits } from "../db/schema/index";
import { countOf, makeClient, makeClientUser, rowsOf, type TestApp, useAuthTestApp } from "../test/auth-fixtures";
import { call, makeAdmin, signInAdmin, signInClient, TEST_ORIGIN } from "../test/auth-helpers";
import { phoneJpeg } from "../test/photo-fixtures";
import { testDbKinds } from "../test/test-db";
import { assignCrew } from "../test/crew-ids";

// The crew's photos and the client's visit report (decision 066): a cleaner on the visit's crew
// sends photos (multipart, through the Idempotency-Key layer), lists and deletes their own until
// they check out; the photos are served to staff and to the visit's client only; the last
// check-out completes the visit and queues the report, once, in the client's language.

const today = businessDay();
const VISITS = "/api/crew/visits";
type Refusal = { error: { message: string; fields?: Record<string, string> } };

describe.each(testDbKinds)("visit photos and reports on %s", (kind) => {
  let database: Database;
  let t: TestApp;
  useAuthTestApp(kind, (db, app) => ((database = db), (t = app)));

  let cookies: Record<"owner" | "office" | "mia" | "leo" | "tom" | "marie" | "jane", string>;
  let visit: string;
  let janesVisit: string;

  /** A visit today at a new address of the client; its crew (by their user names). */
  async function makeVisit(clientId: string, crew: string[]) {
    const [address] = await database.db
      .insert(clientAddresses)
      .values({ clientId, street: "12 rue Laurier", city: "Gatineau", province: "QC", postalCode: "J8X 3V8", position: 0 })
      .returning({ id: clientAddresses.id });
    const [row] = await database.db
      .insert(serviceVisits)
      .values({ clientId, addressId: address!.id, visitDate: today, windowStart: "09:00", windowEnd: "11:00", service: "Grand ménage" })
      .returning({ id: serviceVisits.id });
    await assignCrew(database, row!.id, crew);
    return row!.id;
  }

  beforeEach(async () => {
    await makeAdmin(t, database, "owner@example.com", "boss", "owner");
    await makeAdmin(t, database, "office@example.com", "desk", "office");
    for (const name of ["mia", "leo", "tom"]) await makeAdmin(t, database, `${name}@example.com`, name, "cleaner");
    const marie = await makeClient(database, "marie@example.com", "Marie Tremblay");
    await database.db
      .update(clients)
      .set({ language: "fr" })
      .where(sql`id = ${marie}`);
    const jane = await makeClient(database, "jane@example.com", "Jane Doe");
    await makeClientUser(database, "marie@example.com");
    await makeClientUser(database, "jane@example.com");
    visit = await makeVisit(marie, ["mia", "leo"]);
    janesVisit = await makeVisit(jane, ["tom"]);
    cookies = {
      owner: (await signInAdmin(t, "owner@example.com")).cookie,
      office: (await signInAdmin(t, "office@example.com")).cookie,
      mia: (await signInAdmin(t, "mia@example.com")).cookie,
      leo: (await signInAdmin(t, "leo@example.com")).cookie,
      tom: (await signInAdmin(t, "tom@example.com")).cookie,
      marie: (await signInClient(t, database, "marie@example.com")).cookie,
      jane: (await signInClient(t, database, "jane@example.com")).cookie,
    };
  });

  /** POST a multipart form to the crew's photo route. */
  function upload(o: { cookie: string; visitId?: string; photo?: Blob | string | null; stage?: string | null; key?: string; language?: string }) {
    const form = new FormData();
    if (typeof o.photo === "string") form.append("photo", o.photo);
    else if (o.photo !== null) form.append("photo", o.photo ?? new Blob([]), "photo.jpg");
    if (o.stage !== null) form.append("stage", o.stage ?? "before");
    return t.app.request(
      `${VISITS}/${o.visitId ?? visit}/photos`,
      {
        method: "POST",
        body: form,
        headers: {
          origin: TEST_ORIGIN,
          cookie: o.cookie,
          ...(o.key ? { [IDEMPOTENCY_HEADER]: o.key } : {}),
          ...(o.language ? { "accept-language": o.language } : {}),
        },
      },
      { incoming: { socket: { remoteAddress: "203.0.113.9" } } },
    );
  }
  const jpeg = async (width = 320) => new Blob([new Uint8Array(await phoneJpeg({ width, height: 240 }))], { type: "image/jpeg" });
  const send = (path: string, cookie: string, body: unknown = {}) =>
    call(t, path, { method: "POST", body, cookie, headers: { [IDEMPOTENCY_HEADER]: randomUUID() } });
  const reportMails = () =>
    rowsOf<{ to: string; subject: string; text: string; language: string }>(
      database,
      sql`select "to", subject, text, language from outbox where kind = 'visit.report'`,
    );

  test("a cleaner on the crew sends a photo once under its key, lists their own, and deletes it until they check out", async () => {
    const key = randomUUID();
    const photo = await jpeg();
    const first = await upload({ cookie: cookies.mia, photo, key });
    expect(first.status).toBe(201);
    const sent = ((await first.json()) as CrewPhotoAnswer).photo;
    expect(sent).toMatchObject({ kind: "before", width: 320, height: 240 });
    // The outbox's repeat (a new multipart boundary): the first answer, one row.
    const again = await upload({ cookie: cookies.mia, photo, key });
    expect(again.status).toBe(201);
    expect(again.headers.get("Idempotent-Replayed")).toBe("true");
    expect(await countOf(database, sql`from visit_photos`)).toBe(1);
    await upload({ cookie: cookies.leo, photo: await jpeg(330), stage: "after" });

    // Each lists their own.
    const mine = (await (await call(t, `${VISITS}/${visit}/photos`, { cookie: cookies.mia })).json()) as CrewPhotos;
    expect(mine).toEqual({ photos: [expect.objectContaining({ id: sent.id, kind: "before" })], open: true });
    // Not Leo's photo, nor another visit's: 404.
    const leos = ((await (await call(t, `${VISITS}/${visit}/photos`, { cookie: cookies.leo })).json()) as CrewPhotos).photos[0]!;
    expect((await call(t, `${VISITS}/${visit}/photos/${leos.id}`, { method: "DELETE", cookie: cookies.mia })).status).toBe(404);
    expect((await upload({ cookie: cookies.mia, visitId: janesVisit, photo })).status).toBe(404);
    expect((await call(t, `${VISITS}/${janesVisit}/photos`, { cookie: cookies.mia })).status).toBe(404);

    const deleted = await call(t, `${VISITS}/${visit}/photos/${sent.id}`, {
      method: "DELETE",
      cookie: cookies.mia,
      headers: { [IDEMPOTENCY_HEADER]: randomUUID() },
    });
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toEqual({ deleted: sent.id });
    const kept = (await (await upload({ cookie: cookies.mia, photo })).json()) as CrewPhotoAnswer;

    // Checked out: no more photos, nor deletions, in English and French.
    expect((await send(`${VISITS}/${visit}/check-in`, cookies.mia)).status).toBe(200);
    expect((await send(`${VISITS}/${visit}/check-out`, cookies.mia)).status).toBe(200);
    const late = await upload({ cookie: cookies.mia, photo: await jpeg(340) });
    expect(late.status).toBe(409);
    expect(((await late.json()) as Refusal).error.message).toBe("You have checked out of this visit: its photos can no longer be added or deleted.");
    const lateFr = await call(t, `${VISITS}/${visit}/photos/${kept.photo.id}`, { method: "DELETE", cookie: cookies.mia, headers: { "accept-language": "fr" } });
    expect(lateFr.status).toBe(409);
    expect(((await lateFr.json()) as Refusal).error.message).toBe(
      "Vous avez enregistré votre départ de cette visite\u00a0: ses photos ne peuvent plus être ajoutées ni supprimées.",
    );
    expect(((await (await call(t, `${VISITS}/${visit}/photos`, { cookie: cookies.mia })).json()) as CrewPhotos).open).toBe(false);
  });

  test("refusals name the field: too large (413), not a photo (415), no file or no stage (400), in the cleaner's language", async () => {
    const big = await upload({ cookie: cookies.mia, photo: new Blob([new Uint8Array(PHOTO_MAX_BYTES + 1)], { type: "image/jpeg" }) });
    expect(big.status).toBe(413);
    expect(((await big.json()) as Refusal).error.fields?.photo).toBe("The photo is larger than 10 MB: send a smaller one.");
    const huge = await upload({ cookie: cookies.mia, photo: new Blob([new Uint8Array(PHOTO_MAX_BYTES + 200 * 1024)], { type: "image/jpeg" }) });
    expect(huge.status).toBe(413);
    expect(((await huge.json()) as Refusal).error.fields?.photo).toBe("The photo is larger than 10 MB: send a smaller one.");
    const pdf = await upload({ cookie: cookies.mia, photo: new Blob(["%PDF-1.7\n"], { type: "image/jpeg" }), language: "fr" });
    expect(pdf.status).toBe(415);
    expect(((await pdf.json()) as Refusal).error.fields?.photo).toMatch(/^Ce fichier n’est pas une photo/);
    const noFile = await upload({ cookie: cookies.mia, photo: "text" });
    expect(noFile.status).toBe(400);
    expect(((await noFile.json()) as Refusal).error.fields?.photo).toBe("Choose a photo to send: the field photo has no file.");
    const noStage = await upload({ cookie: cookies.mia, photo: await jpeg(), stage: "during" });
    expect(noStage.status).toBe(400);
    expect(((await noStage.json()) as Refusal).error.fields?.stage).toMatch(/^stage must be before or after/);
    const json = await call(t, `${VISITS}/${visit}/photos`, { body: { photo: "x" }, cookie: cookies.mia });
    expect(json.status).toBe(415);
    expect(await countOf(database, sql`from visit_photos`)).toBe(0);
  });

  test("a photo is served to the owner, the office, the visit's crew and its client, privately; everyone else gets 404", async () => {
    const { photo } = (await (await upload({ cookie: cookies.mia, photo: await jpeg() })).json()) as CrewPhotoAnswer;
    for (const size of ["thumb", "full"]) {
      const path = `/api/visit-reports/photos/${photo.id}/${size}`;
      for (const who of ["owner", "office", "mia", "leo", "marie"] as const) {
        const res = await call(t, path, { cookie: cookies[who] });
        expect(res.status, `${who} ${size}`).toBe(200);
        expect(res.headers.get("content-type")).toBe("image/jpeg");
        expect(res.headers.get("cache-control")).toBe("private, max-age=86400");
        const bytes = new Uint8Array(await res.arrayBuffer());
        expect([bytes[0], bytes[1]]).toEqual([0xff, 0xd8]);
      }
      for (const who of ["tom", "jane"] as const) expect((await call(t, path, { cookie: cookies[who] })).status, `${who} ${size}`).toBe(404);
      expect((await call(t, path)).status).toBe(404);
    }
    expect((await call(t, `/api/visit-reports/photos/${photo.id}/huge`, { cookie: cookies.owner })).status).toBe(404);
    expect((await call(t, `/api/visit-reports/photos/${randomUUID()}/thumb`, { cookie: cookies.owner })).status).toBe(404);
    // The report: the same people.
    for (const who of ["owner", "office", "mia", "marie"] as const)
      expect((await call(t, `/api/visit-reports/${visit}`, { cookie: cookies[who] })).status).toBe(200);
    for (const who of ["tom", "jane"] as const) expect((await call(t, `/api/visit-reports/${visit}`, { cookie: cookies[who] })).status).toBe(404);
    expect((await call(t, `/api/visit-reports/${visit}`)).status).toBe(404);
  });

  test("the last cleaner out completes the visit and queues the report once, in the client's language, with the notes for the client", async () => {
    await upload({ cookie: cookies.mia, photo: await jpeg(), stage: "before" });
    await upload({ cookie: cookies.leo, photo: await jpeg(330), stage: "after" });
    for (const who of ["mia", "leo"] as const) expect((await send(`${VISITS}/${visit}/check-in`, cookies[who])).status).toBe(200);
    // Mia leaves first with a note: Leo is still there, so nothing is sent yet.
    const miaOut = await send(`${VISITS}/${visit}/check-out`, cookies.mia, { clientNote: "  Le four était très sale.  " });
    expect(miaOut.status).toBe(200);
    expect(((await miaOut.json()) as CrewVisitAnswer).visit.status).toBe("scheduled");
    expect(await reportMails()).toEqual([]);
    // A note too long is refused, naming it; nothing is recorded.
    const long = await send(`${VISITS}/${visit}/check-out`, cookies.leo, { clientNote: "x".repeat(2001) });
    expect(long.status).toBe(400);
    expect(Object.keys(((await long.json()) as Refusal).error.fields ?? {})).toEqual(["clientNote"]);

    const key = randomUUID();
    const leoOut = () =>
      call(t, `${VISITS}/${visit}/check-out`, { body: { clientNote: "Merci pour le café!" }, cookie: cookies.leo, headers: { [IDEMPOTENCY_HEADER]: key } });
    expect((await leoOut()).status).toBe(200);
    expect((await leoOut()).headers.get("Idempotent-Replayed")).toBe("true");
    const [status] = await rowsOf<{ status: string }>(database, sql`select status from service_visits where id = ${visit}`);
    expect(status!.status).toBe("completed");
    const mails = await reportMails();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: "marie@example.com", language: "fr" });
    expect(mails[0]!.subject).toMatch(/^Le rapport de votre visite de nettoyage du /);
    expect(mails[0]!.text).toContain("Le four était très sale.\nMerci pour le café!");
    expect(mails[0]!.text).toContain("1\u00a0photo avant le nettoyage et 1\u00a0photo après le nettoyage.");
    expect(mails[0]!.text).toContain("/client-dashboard?email=marie%40example.com&lang=fr");

    // The client reads it in the portal: the notes, the photos, when it was sent.
    const report = (await (await call(t, `/api/visit-reports/${visit}`, { cookie: cookies.marie })).json()) as VisitReport;
    expect(report.notes.map((n) => n.text)).toEqual(["Le four était très sale.", "Merci pour le café!"]);
    expect(report.photos.map((p) => p.kind)).toEqual(["before", "after"]);
    expect(report.sentAt).not.toBeNull();
    expect(report.done).toEqual([]);
  });

  test("a cleaner who never checked in does not hold the report back; a client without an e-mail gets none", async () => {
    expect((await send(`${VISITS}/${visit}/check-in`, cookies.mia)).status).toBe(200);
    expect((await send(`${VISITS}/${visit}/check-out`, cookies.mia)).status).toBe(200);
    expect(await reportMails()).toHaveLength(1);
    // Leo, who never came, is told the visit is no longer scheduled.
    expect((await send(`${VISITS}/${visit}/check-in`, cookies.leo)).status).toBe(409);

    await database.db.execute(sql`update clients set email = null where email = 'jane@example.com'`);
    expect((await send(`${VISITS}/${janesVisit}/check-in`, cookies.tom)).status).toBe(200);
    expect((await send(`${VISITS}/${janesVisit}/check-out`, cookies.tom)).status).toBe(200);
    expect(await reportMails()).toHaveLength(1);
    expect(await countOf(database, sql`from visit_reports`)).toBe(2);
  });
  test("the office completing a visit sends its report once, with the photo a cleaner took and no check-out", async () => {
    await upload({ cookie: cookies.mia, photo: await jpeg(), stage: "after" });
    const complete = () =>
      call(t, `/api/admin/service-visits/${visit}/complete`, { method: "POST", body: { completionNote: "Done by the office" }, cookie: cookies.office });
    expect((await complete()).status).toBe(200);
    const mails = await reportMails();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: "marie@example.com", language: "fr" });
    expect(mails[0]!.text).toContain("1\u00a0photo après le nettoyage.");
    // Completed once: a second completion is refused, and nothing more is sent.
    expect((await complete()).status).toBe(409);
    expect(await reportMails()).toHaveLength(1);
    const report = (await (await call(t, `/api/visit-reports/${visit}`, { cookie: cookies.marie })).json()) as VisitReport;
    expect(report.sentAt).not.toBeNull();
  });
});
