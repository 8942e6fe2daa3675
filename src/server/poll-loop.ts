import type { Logger } from "pino";

export type PollLoop = {
  /** Run a pass soon (after `pokeDelayMs`), or right after the pass in progress. */
  poke: () => void;
  /** No further pass; waits for the one in progress. */
  stop: () => Promise<void>;
};

/**
 * A background worker's loop (the mail and job workers): one pass at a time, every `intervalMs`,
 * again at once when a pass says there is more, and `pokeDelayMs` after a poke. Pokes during a pass
 * fold into one more pass after it, so passes never run side by side (each would hold a database
 * connection the requests need). `first` runs before the first pass (freeing a dead process's
 * leases); a failed pass is logged with `failure` and the loop goes on.
 */
export function startPollLoop(o: {
  pass: () => Promise<{ more: boolean }>;
  intervalMs: number;
  pokeDelayMs: number;
  first?: Promise<unknown>;
  logger: Logger;
  failure: string;
}): PollLoop {
  let timer: NodeJS.Timeout | undefined;
  let due = Infinity; // when the scheduled pass runs
  let active = false;
  let again = false;
  let stopped = false;
  let running: Promise<unknown> = o.first ?? Promise.resolve();
  const schedule = (ms: number) => {
    clearTimeout(timer);
    due = Date.now() + ms;
    timer = setTimeout(tick, ms);
  };
  const tick = () => {
    clearTimeout(timer);
    due = Infinity;
    active = true;
    running = running
      .then(() => o.pass())
      .then(({ more }) => {
        if (more) again = true;
      })
      .catch((err) => o.logger.error({ err }, o.failure))
      .finally(() => {
        active = false;
        if (stopped) return;
        if (again) {
          again = false;
          tick();
        } else schedule(o.intervalMs);
      });
  };
  schedule(100);
  return {
    poke() {
      if (stopped) return;
      if (active) again = true;
      else if (due > Date.now() + o.pokeDelayMs) schedule(o.pokeDelayMs);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
