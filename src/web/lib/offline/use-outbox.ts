import { useSyncExternalStore } from "react";
import { createOutbox, type Outbox, type OutboxSnapshot } from "./outbox";

// The outbox in React (decision 062): the page's one outbox, and a hook that re-renders with its
// list of waiting, sending and refused actions. For pages rendered in the browser only (the crew
// page is not prerendered): the outbox lives in the phone's IndexedDB.

let shared: Outbox | undefined;

/**
 * The page's outbox, opened on first use. It asks for its storage to be kept: without that, a
 * browser short of space may clear a site's IndexedDB, and with it what waits to be sent.
 */
export function pageOutbox(): Outbox {
  if (!shared) void navigator.storage?.persist?.().catch(() => false);
  return (shared ??= createOutbox());
}

const NONE: OutboxSnapshot = { actions: [], signedOut: false, online: true };

/** What waits on the phone, and what to do with it. */
export function useOutbox(outbox: Outbox = pageOutbox()): OutboxSnapshot & Pick<Outbox, "retry" | "discard" | "flush" | "add"> {
  const snapshot = useSyncExternalStore(outbox.subscribe, outbox.snapshot, () => NONE);
  return { ...snapshot, retry: outbox.retry, discard: outbox.discard, flush: outbox.flush, add: outbox.add };
}
