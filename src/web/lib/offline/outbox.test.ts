import "fake-indexeddb/auto";
import { afterEach, describe, expect, test } from "vitest";
import { IDEMPOTENCY_HEADER } from "@shared/idempotency";
import { createOutbox, type Outbox, type OutboxEnv } from "./outbox";

// The outbox on an in-memory IndexedDB (fake-indexeddb) against a small fake of the server that
// applies each Idempotency-Key once, as the real one does (server/middleware/idempotency.ts):
// order, one at a time, the connection cut and back, answers lost, refusals, an ended session,
// a reload, and two tabs.

type Call = { method: string; path: string; key: string; type: string | null; body: unknown };

/** The server: what it was sent, what took effect (once per key), and how it answers. */
function fakeServer() {
  const calls: Call[] = [];
  const applied = new Map<string, { status: number; body: unknown }>();
  let network: "up" | "down" | "lose-answer" = "up";
  let answer: (call: Call) => { status: number; body?: unknown; headers?: Record<string, string> } = () => ({ status: 201 });
  let inFlight = 0;
  let mostInFlight = 0;

  const fetch: typeof globalThis.fetch = async (input, init = {}) => {
    if (network === "down") throw new TypeError("Failed to fetch");
    const headers = new Headers(init.headers);
    const body = init.body;
    const call: Call = {
      method: init.method ?? "GET",
      path: String(input),
      key: headers.get(IDEMPOTENCY_HEADER) ?? "",
      type: headers.get("content-type"),
      body: typeof body === "string" ? JSON.parse(body) : body,
    };
    calls.push(call);
    inFlight++;
    mostInFlight = Math.max(mostInFlight, inFlight);
    await new Promise((r) => setTimeout(r, 1));
    inFlight--;
    let result = applied.get(call.key);
    if (!result) {
      const a = answer(call);
      if (a.headers || a.status === 401) return Response.json(a.body ?? null, { status: a.status, headers: a.headers });
      result = { status: a.status, body: a.body ?? { path: call.path, n: applied.size + 1 } };
      if (a.status < 500) applied.set(call.key, result);
    }
    if (network === "lose-answer") {
      network = "up"; // the answer of this one is lost on the way back
      throw new TypeError("Failed to fetch");
    }
    return Response.json(result.body, { status: result.status });
  };
  return {
    fetch,
    calls,
    applied,
    setNetwork: (n: typeof network) => (network = n),
    answerWith: (f: typeof answer) => (answer = f),
    mostInFlight: () => mostInFlight,
  };
}

let dbCount = 0;
const opened: Outbox[] = [];
afterEach(() => opened.splice(0).forEach((o) => o.close()));

/** A page's outbox on database `dbName`; the connection as `net` says, waits recorded in `slept`. */
function page(server: ReturnType<typeof fakeServer>, o: { dbName: string; net?: { online: boolean; wake?: () => void }; slept?: number[] } & OutboxEnv) {
  const net = o.net ?? { online: true };
  const outbox = createOutbox({
    fetch: server.fetch,
    locks: null,
    channel: null,
    online: () => net.online,
    onOnline: (wake) => ((net.wake = wake), () => {}),
    random: () => 1,
    sleep: async (ms) => void o.slept?.push(ms),
    ...o,
  });
  opened.push(outbox);
  return outbox;
}

const newDb = () => `outbox-test-${++dbCount}`;
const states = (o: Outbox) => o.snapshot().actions.map((a) => `${a.label}:${a.state}`);

describe("the outbox", () => {
  test("sends in the order made, one at a time, each with its id as Idempotency-Key, and forgets what was sent", async () => {
    const server = fakeServer();
    const outbox = page(server, { dbName: newDb() });
    const sent: unknown[] = [];
    outbox.onSent((_, body) => sent.push(body));
    const made = [];
    for (const n of [1, 2, 3]) made.push(await outbox.add({ method: "POST", path: `/api/crew/ticks/${n}`, json: { done: true }, label: `Tick ${n}` }));
    await outbox.flush();
    expect(server.calls.map((c) => [c.path, c.key, c.type, c.body])).toEqual(
      made.map((a, i) => [`/api/crew/ticks/${i + 1}`, a.id, "application/json", { done: true }]),
    );
    expect(made.map((a) => a.id)).toEqual(made.map(() => expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)));
    expect(server.mostInFlight()).toBe(1);
    expect(sent).toEqual([1, 2, 3].map((n) => ({ path: `/api/crew/ticks/${n}`, n })));
    expect(outbox.snapshot().actions).toEqual([]);
  });

  test("with no connection, actions wait on the phone, survive a reload, and go in order once the connection returns", async () => {
    const server = fakeServer();
    const dbName = newDb();
    const net = { online: false } as { online: boolean; wake?: () => void };
    const before = page(server, { dbName, net });
    await before.add({ method: "POST", path: "/api/crew/check-in", json: { at: "09:02" }, label: "Check-in" });
    await before.add({ method: "POST", path: "/api/crew/notes", json: { text: "Basement door stuck" }, label: "Note" });
    await before.flush();
    expect(server.calls).toEqual([]);
    expect(states(before)).toEqual(["Check-in:waiting", "Note:waiting"]);
    expect(before.snapshot().online).toBe(false);
    before.close();

    // The page is reloaded, still without a connection: the list is read back from the phone.
    const after = page(server, { dbName, net });
    await expect.poll(() => states(after)).toEqual(["Check-in:waiting", "Note:waiting"]);
    net.online = true;
    net.wake!();
    await expect.poll(() => after.snapshot().actions.length).toBe(0);
    expect(server.calls.map((c) => c.path)).toEqual(["/api/crew/check-in", "/api/crew/notes"]);
  });

  test("a connection that fails mid-send is tried again with a growing wait, and an answer lost on the way takes effect once", async () => {
    const server = fakeServer();
    const slept: number[] = [];
    const outbox = page(server, { dbName: newDb(), slept });
    server.setNetwork("down");
    const first = await outbox.add({ method: "POST", path: "/api/crew/a", json: {}, label: "A" });
    await expect.poll(() => slept.length).toBeGreaterThanOrEqual(3);
    expect(slept.slice(0, 3)).toEqual([1000, 2000, 4000]);
    expect(outbox.snapshot().actions.map((a) => a.id)).toEqual([first.id]);
    // Back, but the server's answer to the first try is lost: it is sent again under the same key.
    server.setNetwork("lose-answer");
    await outbox.add({ method: "POST", path: "/api/crew/b", json: {}, label: "B" });
    await expect.poll(() => outbox.snapshot().actions.length).toBe(0);
    expect(server.calls.map((c) => c.path)).toEqual(["/api/crew/a", "/api/crew/a", "/api/crew/b"]);
    expect(server.calls[0]!.key).toBe(server.calls[1]!.key);
    expect([...server.applied.keys()]).toEqual([first.id, server.calls[2]!.key]);
  });

  test("our server's trouble and the same action still running there are tried again; Retry-After is the wait", async () => {
    const server = fakeServer();
    const slept: number[] = [];
    const outbox = page(server, { dbName: newDb(), slept });
    const answers = [
      { status: 503, body: { error: { code: "unavailable", message: "Busy" } }, headers: { "Retry-After": "5" } },
      { status: 409, body: { error: { code: "conflict", message: "still running" } }, headers: { "Retry-After": "1" } },
      { status: 500, body: { error: { code: "internal", message: "Oops" } } },
    ];
    server.answerWith(() => answers.shift() ?? { status: 201 });
    await outbox.add({ method: "POST", path: "/api/crew/x", json: {}, label: "X" });
    await expect.poll(() => outbox.snapshot().actions.length).toBe(0);
    expect(slept).toEqual([5000, 1000, 4000]);
    expect(server.calls).toHaveLength(4);
  });

  test("a refusal keeps the action as not sent with the server's words, holds back its scope only, and can be tried again or discarded", async () => {
    const server = fakeServer();
    const outbox = page(server, { dbName: newDb() });
    server.answerWith((c) =>
      c.path === "/api/crew/visits/1/check-out" && !c.body
        ? { status: 409, body: { error: { code: "conflict", message: "This visit is cancelled." } } }
        : { status: 201 },
    );
    await outbox.add({ method: "POST", path: "/api/crew/visits/1/check-out", label: "Check-out 1", scope: "visit:1" });
    await outbox.add({ method: "POST", path: "/api/crew/visits/1/notes", json: { text: "x" }, label: "Note 1", scope: "visit:1" });
    await outbox.add({ method: "POST", path: "/api/crew/visits/2/notes", json: { text: "y" }, label: "Note 2", scope: "visit:2" });
    await outbox.flush();
    expect(states(outbox)).toEqual(["Check-out 1:failed", "Note 1:waiting"]);
    expect(outbox.snapshot().actions[0]!.failure).toEqual({ status: 409, message: "This visit is cancelled." });
    expect(server.calls.map((c) => c.path)).toEqual(["/api/crew/visits/1/check-out", "/api/crew/visits/2/notes"]);

    // An action with no scope waits behind any refusal.
    await outbox.add({ method: "POST", path: "/api/crew/day-done", label: "Day done" });
    await outbox.flush();
    expect(states(outbox)).toEqual(["Check-out 1:failed", "Note 1:waiting", "Day done:waiting"]);

    // Tried again, it is refused again (the fake keeps its answer per key, as the server does); discarded, the rest goes.
    await outbox.retry(outbox.snapshot().actions[0]!.id);
    await outbox.flush();
    expect(states(outbox)).toEqual(["Check-out 1:failed", "Note 1:waiting", "Day done:waiting"]);
    await outbox.discard(outbox.snapshot().actions[0]!.id);
    await outbox.flush();
    expect(outbox.snapshot().actions).toEqual([]);
    expect(server.calls.map((c) => c.path).slice(-2)).toEqual(["/api/crew/visits/1/notes", "/api/crew/day-done"]);
  });

  test("an ended session stops the queue without losing anything; after the sign-in it goes on", async () => {
    const server = fakeServer();
    const outbox = page(server, { dbName: newDb() });
    let session = false;
    server.answerWith(() => (session ? { status: 201 } : { status: 401, body: { error: { code: "unauthenticated", message: "Sign in" } } }));
    await outbox.add({ method: "POST", path: "/api/crew/a", json: {}, label: "A" });
    await outbox.add({ method: "POST", path: "/api/crew/b", json: {}, label: "B" });
    await outbox.flush();
    expect(outbox.snapshot()).toMatchObject({ signedOut: true });
    expect(states(outbox)).toEqual(["A:waiting", "B:waiting"]);
    session = true;
    await outbox.flush();
    expect(outbox.snapshot()).toMatchObject({ signedOut: false, actions: [] });
  });

  test("a photo is sent as its own bytes and type; a form as multipart", async () => {
    const server = fakeServer();
    const outbox = page(server, { dbName: newDb() });
    const photo = new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], { type: "image/jpeg" });
    await outbox.add({ method: "POST", path: "/api/crew/photos", body: { kind: "blob", blob: photo }, label: "Photo" });
    await outbox.add({
      method: "POST",
      path: "/api/crew/photos",
      body: {
        kind: "form",
        entries: [
          ["kind", "after"],
          ["photo", photo],
        ],
      },
      label: "Photo form",
    });
    await outbox.flush();
    const [raw, form] = server.calls;
    expect(raw!.type).toBe("image/jpeg");
    expect(new Uint8Array(await (raw!.body as Blob).arrayBuffer())).toEqual(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]));
    expect(form!.type).toBeNull(); // the browser writes the multipart type with its boundary
    expect((form!.body as FormData).get("kind")).toBe("after");
    expect(((form!.body as FormData).get("photo") as Blob).size).toBe(4);
  });

  test("an action left sending by a page that went away is sent again under its key", async () => {
    const server = fakeServer();
    const dbName = newDb();
    const net = { online: false };
    const gone = page(server, { dbName, net });
    const action = await gone.add({ method: "POST", path: "/api/crew/a", json: {}, label: "A" });
    const { openOutboxDb } = await import("./outbox-store");
    const db = await openOutboxDb(dbName);
    await db.put("actions", { ...(await db.get("actions", action.seq))!, state: "sending" });
    db.close();
    gone.close();
    net.online = true;
    const back = page(server, { dbName, net });
    await expect.poll(() => server.calls.map((c) => c.key)).toEqual([action.id]);
    await expect.poll(() => back.snapshot().actions.length).toBe(0);
  });

  test("two tabs: one sends at a time (the lock), each action goes once, and both show the same list", async () => {
    const server = fakeServer();
    const dbName = newDb();
    let chain = Promise.resolve();
    let held = 0;
    let mostHeld = 0;
    const locks = {
      request: ((_name: string, callback: () => Promise<unknown>) => {
        const run = chain.then(async () => {
          mostHeld = Math.max(mostHeld, ++held);
          try {
            return await callback();
          } finally {
            held--;
          }
        });
        chain = run.then(
          () => {},
          () => {},
        );
        return run;
      }) as unknown as LockManager["request"],
    };
    const tabs = [0, 1].map(() => page(server, { dbName, locks, channel: new BroadcastChannel(dbName) }));
    await Promise.all(
      tabs.map((tab, i) => Promise.all([1, 2, 3].map((n) => tab.add({ method: "POST", path: `/api/crew/${i}/${n}`, json: {}, label: `${i}.${n}` })))),
    );
    await Promise.all(tabs.map((t) => t.flush()));
    await expect.poll(() => tabs.map((t) => t.snapshot().actions.length)).toEqual([0, 0]);
    const keys = server.calls.map((c) => c.key);
    expect(keys).toHaveLength(6);
    expect(new Set(keys).size).toBe(6);
    expect(mostHeld).toBe(1);
    expect(server.mostInFlight()).toBe(1);
  });
});
