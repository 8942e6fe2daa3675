import { appendAction, openOutboxDb, readActions, removeAction, updateAction, type OutboxAction, type OutboxBody, type OutboxDb } from "./outbox-store";
import { newUuid } from "./new-uuid";
import { ALL, nextToSend } from "./queue-order";
import { sendAction, type Sent } from "./send-action";

// The crew page's outbox (decision 062): actions are kept on the phone and sent one at a time, in
// the order they were made, whenever there is a connection; each with its id as Idempotency-Key,
// so a try whose answer was lost takes effect once. One tab sends at a time (a Web Lock around
// the sender); every tab shows the same list (IndexedDB, and a BroadcastChannel to say it changed).

const LOCK = "crew-outbox-sender";
const MAX_BACKOFF_MS = 60_000;

export type NewAction = {
  method: OutboxAction["method"];
  path: string;
  /** JSON to send, or an OutboxBody (a photo's Blob, a form). */
  json?: unknown;
  body?: OutboxBody;
  label: string;
  scope?: string;
};

export type OutboxSnapshot = {
  /** Waiting, sending and refused actions, in order. */
  actions: readonly OutboxAction[];
  /** The session ended while actions wait: they go once the person signs in again (then `flush()`). */
  signedOut: boolean;
  /** Whether the phone says it has a connection. */
  online: boolean;
};

export type OutboxEnv = {
  dbName?: string;
  fetch?: typeof fetch;
  /** navigator.locks; null where there is none (one tab is assumed). */
  locks?: Pick<LockManager, "request"> | null;
  online?: () => boolean;
  /** Call `wake` when the connection returns (or goes); returns how to stop. */
  onOnline?: (wake: () => void) => () => void;
  language?: () => string;
  random?: () => number;
  /** Wait `ms`, or less when `signal` aborts. */
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
  /** Says to other tabs that the list changed; null for none. */
  channel?: Pick<BroadcastChannel, "postMessage" | "close" | "addEventListener"> | null;
  newId?: () => string;
};

export type Outbox = {
  add(action: NewAction): Promise<OutboxAction>;
  /** Send what can be sent now (after a sign-in, or a retry); resolves when nothing more can go now. */
  flush(): Promise<void>;
  /** A refused action back in the queue, in its place. */
  retry(id: string): Promise<void>;
  /** A refused (or waiting) action given up. */
  discard(id: string): Promise<void>;
  snapshot(): OutboxSnapshot;
  /** Called after the snapshot changes; returns how to stop. */
  subscribe(listener: () => void): () => void;
  /** Called with the server's answer of each action sent; returns how to stop. */
  onSent(listener: (action: OutboxAction, body: unknown) => void): () => void;
  close(): void;
};

const EMPTY: OutboxSnapshot = { actions: [], signedOut: false, online: true };

export function createOutbox(env: OutboxEnv = {}): Outbox {
  const dbName = env.dbName ?? "crew-outbox";
  const doFetch = env.fetch ?? ((input, init) => fetch(input, init));
  const locks = env.locks === undefined ? (globalThis.navigator?.locks ?? null) : env.locks;
  const online = env.online ?? (() => globalThis.navigator?.onLine ?? true);
  const language = env.language ?? (() => globalThis.document?.documentElement.lang || "en-CA");
  const random = env.random ?? Math.random;
  const sleep = env.sleep ?? sleepFor;
  const newId = env.newId ?? newUuid;
  const channel = env.channel === undefined ? (typeof BroadcastChannel === "function" ? new BroadcastChannel(dbName) : null) : env.channel;
  const db: Promise<OutboxDb> = openOutboxDb(dbName);

  let snapshot: OutboxSnapshot = { ...EMPTY, online: online() };
  let signedOut = false;
  let closed = false;
  const listeners = new Set<() => void>();
  const sentListeners = new Set<(action: OutboxAction, body: unknown) => void>();

  /** Read the list again and tell the listeners; `tell` other tabs too when this tab changed it. */
  let reading = Promise.resolve();
  const refresh = (tell: boolean) =>
    (reading = reading
      .then(async () => {
        if (closed) return;
        snapshot = { actions: await readActions(await db), signedOut, online: online() };
        for (const listener of listeners) listener();
        if (tell) channel?.postMessage("changed");
      })
      .catch(() => {})); // a closed database (the page going away): the next read tries again
  channel?.addEventListener("message", () => void refresh(false));

  // The sender: one run at a time in this tab, and in one tab at a time (the lock).
  let running: Promise<void> | null = null;
  let again = false;
  let wake = new AbortController();
  const kick = (): Promise<void> => {
    again = true;
    wake.abort();
    running ??= run().finally(() => (running = null));
    return running;
  };

  async function run(): Promise<void> {
    while (again && !closed) {
      again = false;
      if (!online()) break; // the connection's return wakes it
      const outcome = await (locks ? locks.request(LOCK, drain) : drain());
      if (outcome.kind !== "retry" || closed) continue;
      wake = new AbortController();
      const backoff = Math.min(MAX_BACKOFF_MS, 1000 * 2 ** Math.min(outcome.attempts - 1, 10)) * (0.5 + random() / 2);
      await sleep(outcome.afterSeconds === undefined ? backoff : outcome.afterSeconds * 1000, wake.signal);
      again = true;
    }
  }

  type Outcome = { kind: "idle" } | { kind: "retry"; attempts: number; afterSeconds?: number };

  /** Send in order until nothing more can go now. Inside the lock: what another tab did is read first. */
  async function drain(): Promise<Outcome> {
    const store = await db;
    for (;;) {
      if (closed) return { kind: "idle" };
      const next = nextToSend(await readActions(store));
      if (!next) return { kind: "idle" };
      if (!(await updateAction(store, next.seq, (a) => ({ ...a, state: "sending" })))) continue;
      await refresh(true);
      const sent: Sent = await sendAction(next, doFetch, language());
      if (sent.kind === "sent") {
        await removeAction(store, next.seq);
        for (const listener of sentListeners) {
          try {
            listener(next, sent.body);
          } catch {
            // A listener's fault (a cache it updates) does not stop the queue: the action is sent.
          }
        }
      } else if (sent.kind === "refused") {
        await updateAction(store, next.seq, (a) => ({ ...a, state: "failed", failure: { status: sent.status, message: sent.message } }));
      } else {
        const attempts = next.attempts + 1;
        await updateAction(store, next.seq, (a) => ({ ...a, state: "waiting", attempts }));
        signedOut = sent.kind === "signed-out";
        await refresh(true);
        return sent.kind === "signed-out" ? { kind: "idle" } : { kind: "retry", attempts, afterSeconds: sent.afterSeconds };
      }
      await refresh(true);
    }
  }

  const stopOnline = (env.onOnline ?? listenConnection)(() => {
    void refresh(false);
    void kick();
  });
  void refresh(false);
  void kick(); // what an earlier visit left waiting

  const byId = async (id: string) => (await readActions(await db)).find((a) => a.id === id);
  return {
    async add(o) {
      const action: Omit<OutboxAction, "seq"> = {
        id: newId(),
        method: o.method,
        path: o.path,
        body: o.body ?? (o.json === undefined ? { kind: "none" } : { kind: "json", value: o.json }),
        createdAt: new Date().toISOString(),
        scope: o.scope ?? ALL,
        label: o.label,
        state: "waiting",
        attempts: 0,
      };
      await appendAction(await db, action);
      await refresh(true);
      void kick();
      return (await byId(action.id))!;
    },
    flush() {
      signedOut = false;
      return kick();
    },
    async retry(id) {
      const found = await byId(id);
      if (found) await updateAction(await db, found.seq, ({ failure: _, ...a }) => ({ ...a, state: "waiting", attempts: 0 }));
      await refresh(true);
      void kick();
    },
    async discard(id) {
      const found = await byId(id);
      if (found) await removeAction(await db, found.seq);
      await refresh(true);
      void kick();
    },
    snapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onSent(listener) {
      sentListeners.add(listener);
      return () => sentListeners.delete(listener);
    },
    close() {
      closed = true;
      wake.abort();
      stopOnline();
      channel?.close();
      void db.then((d) => d.close());
    },
  };
}

/** The browser's word that the connection came back, or went (the snapshot says so at once). */
function listenConnection(wake: () => void): () => void {
  if (typeof window === "undefined") return () => {};
  for (const type of ["online", "offline"]) window.addEventListener(type, wake);
  return () => ["online", "offline"].forEach((type) => window.removeEventListener(type, wake));
}

function sleepFor(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener("abort", () => (clearTimeout(timer), resolve()), { once: true });
  });
}
