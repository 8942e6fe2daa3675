import type http from "node:http";
import type { Logger } from "pino";

/**
 * Budgets of a stop, in ms: requests in flight get `drain` to finish, each closing step `step`,
 * and whatever still hangs (a stuck SMTP send, a database that does not answer, a client that
 * keeps its connection busy) meets `deadline`, after which the process exits anyway.
 */
export const STOP_BUDGET = { drain: 5_000, step: 1_500, deadline: 9_000 };

const sleep = (ms: number) => new Promise<"timeout">((r) => setTimeout(() => r("timeout"), ms).unref());

/**
 * On SIGTERM or SIGINT: stop accepting connections, let requests in flight finish (keep-alive
 * connections are closed as soon as they are idle, and every response from then on says
 * `Connection: close`, so a busy client cannot hold the process open), run `steps` in order (each
 * bounded), exit 0. Past the deadline, or on a second signal, exit 1 at once.
 */
export function stopOnSignals(options: { server: http.Server; logger: Logger; steps: [string, () => Promise<void>][] }) {
  const { server, logger, steps } = options;
  let stopping = false;
  server.prependListener("request", (_req: http.IncomingMessage, res: http.ServerResponse) => {
    if (stopping) res.setHeader("Connection", "close");
  });
  const stop = async (signal: string) => {
    if (stopping) {
      logger.warn({ signal }, "second signal: exiting now");
      process.exit(1);
    }
    stopping = true;
    setTimeout(() => {
      logger.error({ signal, ms: STOP_BUDGET.deadline }, "shutdown overran its deadline: exiting");
      process.exit(1);
    }, STOP_BUDGET.deadline).unref();
    logger.info({ signal }, "shutting down");

    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    // A keep-alive connection becomes idle between two requests: close it then.
    const sweep = setInterval(() => server.closeIdleConnections(), 50);
    server.closeIdleConnections();
    if ((await Promise.race([closed, sleep(STOP_BUDGET.drain)])) === "timeout") {
      logger.warn("requests still in flight after the drain: closing their connections");
      server.closeAllConnections();
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
