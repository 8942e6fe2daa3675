import type http from "node:http";
import net from "node:net";
import { Worker } from "node:worker_threads";
import type { Logger } from "pino";

/**
 * Budgets of a stop, in ms: requests in flight get `drain` to finish, each closing step `step`,
 * and whatever still hangs (a stuck SMTP send, a database that does not answer, a client that
 * keeps its connection busy) meets `deadline`, after which the process exits anyway.
 */
export const STOP_BUDGET = { drain: 6_000, step: 1_000, deadline: 9_500, watchdog: 9_900 };

/**
 * The last resort, on a thread of its own: the deadline above is a timer of the main thread, which
 * cannot fire while that thread is held by synchronous work (PGlite runs its WebAssembly there: a
 * long checkpoint or close; a log line written to a pipe nobody reads). The watchdog kills the
 * process regardless.
 */
function startWatchdog(ms: number) {
  const code = `setTimeout(() => process.kill(${process.pid}, "SIGKILL"), ${ms});`;
  new Worker(code, { eval: true }).unref();
}

const sleep = (ms: number) => new Promise<"timeout">((r) => setTimeout(() => r("timeout"), ms).unref());

/**
 * A connection without a request for this long while stopping is closed. Closing an idle
 * keep-alive connection always races a request the client may be sending on it at that instant, so
 * the grace is long enough for an active client's next request (answered with `Connection: close`)
 * and short enough for the stop to end well inside its budget.
 */
const IDLE_GRACE_MS = 2_000;

/** Requests in progress; when the last one ended; `bytesRead` at the last sweep that found it idle (-1: it was not). */
type Tracked = { inFlight: number; idleSince: number; idleAt: number };

/**
 * On SIGTERM or SIGINT: stop accepting connections, let requests in flight finish, run `steps` in
 * order (each bounded), exit 0. Past the deadline, or on a second signal, exit 1 at once.
 *
 * Keep-alive connections: from the stop on, every response says `Connection: close`, so a busy
 * client cannot hold the process open, and a connection is closed once it has carried no request
 * for IDLE_GRACE_MS (counted from the stop at the earliest). Node's own `server.close()` closes idle connections at once instead, which cuts
 * a request whose bytes are already on their way but not yet read (under load, many are); the
 * listener is therefore closed with net.Server's close, which waits for the connections.
 */
export function stopOnSignals(options: { server: http.Server; logger: Logger; steps: [string, () => Promise<void>][] }) {
  const { server, logger, steps } = options;
  let stopping = false;
  const connections = new Map<net.Socket, Tracked>();
  server.on("connection", (socket: net.Socket) => {
    connections.set(socket, { inFlight: 0, idleSince: Date.now(), idleAt: -1 });
    socket.on("close", () => connections.delete(socket));
  });
  server.prependListener("request", (req: http.IncomingMessage, res: http.ServerResponse) => {
    const tracked = connections.get(req.socket);
    if (tracked) tracked.inFlight++;
    res.on("close", () => {
      if (!tracked) return;
      tracked.inFlight--;
      tracked.idleSince = Date.now();
    });
    if (stopping) res.setHeader("Connection", "close");
  });
  // A connection is closed when two sweeps in a row find it idle with nothing read in between.
  // Between two runs of an interval timer the event loop has polled the sockets at least once, so
  // a request that had already arrived (but waited for a busy loop) has been read and is counted.
  // The grace counts from the stop at the earliest: a connection already idle then has not yet
  // been told `Connection: close`, and its client may be sending its next request right now.
  let stoppedAt = 0;
  const closeIdle = () => {
    const now = Date.now();
    for (const [socket, t] of connections) {
      if (t.inFlight > 0 || now - Math.max(t.idleSince, stoppedAt) < IDLE_GRACE_MS) t.idleAt = -1;
      else if (t.idleAt === socket.bytesRead) socket.destroy();
      else t.idleAt = socket.bytesRead;
    }
  };

  const stop = async (signal: string) => {
    if (stopping) {
      logger.warn({ signal }, "second signal: exiting now");
      process.exit(1);
    }
    stopping = true;
    stoppedAt = Date.now();
    startWatchdog(STOP_BUDGET.watchdog);
    setTimeout(() => {
      logger.error({ signal, ms: STOP_BUDGET.deadline }, "shutdown overran its deadline: exiting");
      process.exit(1);
    }, STOP_BUDGET.deadline).unref();
    logger.info({ signal }, "shutting down");

    const closed = new Promise<void>((resolve) => net.Server.prototype.close.call(server, () => resolve()));
    const sweep = setInterval(closeIdle, 50);
    if ((await Promise.race([closed, sleep(STOP_BUDGET.drain)])) === "timeout") {
      logger.warn({ connections: connections.size }, "requests still in flight after the drain: closing their connections");
      for (const socket of connections.keys()) socket.destroy();
    }
    clearInterval(sweep);
    for (const [name, step] of steps) {
      const outcome = await Promise.race([step().catch((err: unknown) => logger.error({ err, step: name }, "shutdown step failed")), sleep(STOP_BUDGET.step)]);
      if (outcome === "timeout") logger.warn({ step: name, ms: STOP_BUDGET.step }, "shutdown step did not finish in time; going on");
    }
    logger.info("stopped");
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
}
