import fc from "fast-check";
import type { createTestApp } from "../test-app";
import { testDbKinds, type DbKind } from "../test-db";
import { checkNoLeak, checkPrototypeIntact, checkStatusAndShape, checkStoredNothing } from "./answer-checks";
import { send, type Answer, type FuzzRequest } from "./fuzz-request";
import type { Writes } from "./write-log";

/**
 * Requests per endpoint per run (docs/decisions/020): 1,000 (FC_RUNS), shared between the database
 * kinds the run has, each kind with requests of its own (its own seed): 500 on PGlite and 500 on
 * PostgreSQL when TEST_DATABASE_URL is set. The fixed seeds make them the same requests each run;
 * FC_RUNS raises the count for a longer hunt, FC_SEED changes the requests.
 */
const RUNS_PER_RUN = Number(process.env.FC_RUNS ?? 1000);
/** Requests per endpoint on one database kind. */
export const RUNS = Math.ceil(RUNS_PER_RUN / testDbKinds.length);

/** The same requests every run, unless FC_SEED (and FC_PATH, both printed on a failure) says otherwise. */
export const SEED = Number(process.env.FC_SEED ?? 20_260_124);

export type Endpoint = {
  name: string;
  requests: fc.Arbitrary<FuzzRequest>;
  /** The fields a validation error may name (the body schema's keys, a checked header). */
  fields?: readonly string[];
  /** What else every answer of this endpoint must satisfy; throws when it does not. */
  check?: (request: FuzzRequest, answer: Answer) => void;
};

/** How many answers had each status. */
export type Tally = Record<number, number>;

type Context = { app: ReturnType<typeof createTestApp>["app"]; readWrites: () => Promise<Writes>; kind: DbKind };

/**
 * Send RUNS generated requests to one endpoint through the real app and check each answer: no
 * 5xx, nothing internal shown, the API's error shape, nothing stored by a refused request, and
 * Object.prototype untouched. Returns the statuses seen, so a test can tell the generator reached
 * both the accepting and the refusing paths.
 */
export async function fuzzEndpoint(ctx: Context, endpoint: Endpoint, runs = RUNS): Promise<Tally> {
  const tally: Tally = {};
  let last: Writes | undefined;
  await fc.assert(
    fc.asyncProperty(endpoint.requests, async (request) => {
      const before = last ?? (await ctx.readWrites());
      last = undefined;
      const answer = await send(ctx.app, request);
      const after = await ctx.readWrites();
      last = after;
      tally[answer.status] = (tally[answer.status] ?? 0) + 1;
      checkStatusAndShape(request, answer, endpoint.fields ?? []);
      checkNoLeak(answer, request);
      checkStoredNothing(answer, before, after);
      checkPrototypeIntact();
      endpoint.check?.(request, answer);
    }),
    // Each database kind its own requests (together RUNS_PER_RUN different ones); a seed given in
    // FC_SEED replays a printed failure as it is.
    { numRuns: runs, seed: process.env.FC_SEED ? SEED : SEED + testDbKinds.indexOf(ctx.kind), path: process.env.FC_PATH },
  );
  if (process.env.FUZZ_REPORT) console.info(`${endpoint.name}: ${JSON.stringify(tally)}`);
  return tally;
}

/** Answers with a status in [min, max]. */
export const countBetween = (tally: Tally, min: number, max: number) =>
  Object.entries(tally).reduce((n, [status, count]) => (Number(status) >= min && Number(status) <= max ? n + count : n), 0);
