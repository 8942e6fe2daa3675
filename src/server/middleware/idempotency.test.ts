import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, test } from "vitest";
import type { ApiErrorBody } from "../../shared/api-error";
import { IDEMPOTENCY_HEADER, IDEMPOTENT_REPLAY_HEADER } from "../../shared/idempotency";
import type { Database } from "../db/client";
import { countOf, signInNewClient, useAuthTestApp, type TestApp } from "../test/auth-fixtures";
import { idempotentApp } from "../test/idempotent-app";
import { testDbKinds } from "../test/test-db";

// The Idempotency-Key layer through a signed-in client's session, on both databases: a repeat
// gets the first answer without running again, another request under the same key is refused,
// a bad key is a 400 naming the header, and what runs alongside or fails on our side.

const errorOf = async (res: Response) => ((await res.json()) as ApiErrorBody).error;

describe.each(testDbKinds)("the Idempotency-Key layer on %s", (kind) => {
  let database: Database;
  let t: TestApp;
  let cookie: string;
  let other: string;
  let api: ReturnType<typeof idempotentApp>;
  useAuthTestApp(kind, (db, app) => ((database = db), (t = app)));

  beforeEach(async () => {
    cookie = (await signInNewClient(t, database, "phone@example.com")).cookie;
    other = (await signInNewClient(t, database, "tablet@example.com")).cookie;
    api = idempotentApp(t, database);
  });

  test("a repeat gets the first answer, marked as replayed, and the route runs once", async () => {
    const key = randomUUID();
    const first = await api.send("/notes", { cookie, key, body: { text: "Mop the basement" } });
    expect(first.status).toBe(201);
    expect(first.headers.get(IDEMPOTENT_REPLAY_HEADER)).toBeNull();
    const firstBody = await first.text();
    expect(JSON.parse(firstBody)).toEqual({ run: 1, text: "Mop the basement" });
    for (const _ of [1, 2]) {
      const again = await api.send("/notes", { cookie, key: key.toUpperCase(), body: { text: "Mop the basement" } });
      expect(again.status).toBe(201);
      expect(again.headers.get(IDEMPOTENT_REPLAY_HEADER)).toBe("true");
      expect(again.headers.get("content-type")).toMatch(/^application\/json/);
      expect(await again.text()).toBe(firstBody);
    }
    expect(api.runs.notes).toBe(1);
    expect(await countOf(database, sql`from idempotency_keys where status = 201`)).toBe(1);
  });

  test("the same key with another body, path or method is a 422, and nothing runs", async () => {
    const key = randomUUID();
    expect((await api.send("/notes", { cookie, key, body: { text: "Dust the shelves" } })).status).toBe(201);
    for (const changed of [
      api.send("/notes", { cookie, key, body: { text: "Dust the shelves!" } }),
      api.send("/refused", { cookie, key, body: { text: "Dust the shelves" } }),
      api.send("/notes", { cookie, key, method: "PUT", body: { text: "Dust the shelves" } }),
    ]) {
      const res = await changed;
      expect(res.status).toBe(422);
      expect(await errorOf(res)).toEqual({
        code: "unprocessable",
        message: "This Idempotency-Key was already used for a different request: send each new request with a new key.",
      });
    }
    expect(api.runs).toMatchObject({ notes: 1, refusals: 0 });
  });

  test("a key that is not a UUID is a 400 naming the header, in the request's language; no key runs every time", async () => {
    for (const key of ["", "123", "not-a-uuid", `${randomUUID()}x`]) {
      const res = await api.send("/notes", { cookie, key, body: { text: "Windows" } });
      expect(res.status, key).toBe(400);
      const error = await errorOf(res);
      expect(error.message).toBe(`Invalid request: ${IDEMPOTENCY_HEADER}: must be a UUID (such as 3f0c2a9e-6c1b-4e8e-9a52-0d7f1b2c3d4e), new for each request`);
      expect(error.fields).toEqual({ [IDEMPOTENCY_HEADER]: expect.stringMatching(/^must be a UUID/) });
    }
    const french = await api.send("/notes", { cookie, key: "123", body: { text: "Windows" }, headers: { "accept-language": "fr-CA" } });
    expect((await errorOf(french)).message).toMatch(/^Demande non valide\u00a0: Idempotency-Key\u00a0: doit être un UUID/);
    expect(api.runs.notes).toBe(0);
    expect((await api.send("/notes", { cookie, body: { text: "Windows" } })).status).toBe(201);
    expect((await api.send("/notes", { cookie, body: { text: "Windows" } })).status).toBe(201);
    expect(api.runs.notes).toBe(2);
  });

  test("a key is its caller's: another account's same key is its own request", async () => {
    const key = randomUUID();
    expect(await (await api.send("/notes", { cookie, key, body: { text: "Fridge" } })).json()).toEqual({ run: 1, text: "Fridge" });
    expect(await (await api.send("/notes", { cookie: other, key, body: { text: "Oven" } })).json()).toEqual({ run: 2, text: "Oven" });
    expect(await (await api.send("/notes", { cookie, key, body: { text: "Fridge" } })).json()).toEqual({ run: 1, text: "Fridge" });
    // Signed out, the session check answers before any key is read.
    expect((await api.send("/notes", { key, body: { text: "Fridge" } })).status).toBe(401);
  });

  test("a refusal is kept and given again; an empty answer too; our failure is not kept, and its repeat runs again", async () => {
    const [refused, deleted, failing] = [randomUUID(), randomUUID(), randomUUID()];
    for (const _ of [1, 2]) {
      const res = await api.send("/refused", { cookie, key: refused, body: {} });
      expect(res.status).toBe(409);
      expect((await errorOf(res)).message).toBe("This visit is completed: it can no longer be changed.");
      const gone = await api.send(`/notes/${refused}`, { cookie, key: deleted, method: "DELETE" });
      expect(gone.status).toBe(204);
      expect(await gone.text()).toBe("");
      expect((await api.send("/failing", { cookie, key: failing, body: {} })).status).toBe(500);
    }
    expect(api.runs).toMatchObject({ refusals: 1, failures: 2 });
    expect(await countOf(database, sql`from idempotency_keys where key = ${failing}`)).toBe(0);
  });

  test("a repeat while the first is still running is a 409 to retry; once answered, the repeat gets its answer", async () => {
    const key = randomUUID();
    const first = api.send("/slow", { cookie, key, body: {} });
    await expect.poll(() => api.runs.slow).toBe(1);
    const meanwhile = await api.send("/slow", { cookie, key, body: {} });
    expect(meanwhile.status).toBe(409);
    expect(meanwhile.headers.get("retry-after")).toBe("1");
    expect((await errorOf(meanwhile)).message).toBe("A request with this Idempotency-Key is still being processed: try again in a moment.");
    api.open();
    expect(await (await first).json()).toEqual({ run: 1 });
    const after = await api.send("/slow", { cookie, key, body: {} });
    expect(await after.json()).toEqual({ run: 1 });
    expect(api.runs.slow).toBe(1);
  });

  test("a claim left by a request that never finished (a crash) is taken over once stale", async () => {
    const key = randomUUID();
    const first = api.send("/slow", { cookie, key, body: {} });
    await expect.poll(() => api.runs.slow).toBe(1);
    expect((await api.send("/slow", { cookie, key, body: {} })).status).toBe(409);
    await database.db.execute(sql`update idempotency_keys set locked_at = now() - interval '2 minutes' where key = ${key}`);
    const second = api.send("/slow", { cookie, key, body: {} });
    await expect.poll(() => api.runs.slow).toBe(2);
    api.open();
    expect([(await first).status, (await second).status]).toEqual([201, 201]);
  });

  test("an answer other than JSON is not kept: the route is not one for the layer", async () => {
    const key = randomUUID();
    expect(await (await api.send("/text", { cookie, key, body: {} })).text()).toBe("plain");
    expect(await countOf(database, sql`from idempotency_keys`)).toBe(0);
  });
});
