import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { incidentFormSchema } from "../../shared/schemas/incidents";
import { RETENTION_DEFAULTS, retentionSettingsSchema } from "../../shared/schemas/retention";
import { useFuzzApp } from "../test/fuzz/fuzz-app";
import { fuzzEndpoint, RUNS } from "../test/fuzz/fuzz-endpoint";
import { requests } from "../test/fuzz/fuzz-request";
import { bodyArbitrary } from "../test/fuzz/schema-arbitrary";
import { testDbKinds } from "../test/test-db";
import { INCIDENT } from "../test/incident-fixtures";

// Generated requests to the retention settings and the incident register (decision 020's checks:
// no 5xx, no internals shown, the API's error shape naming a field of the body, nothing stored when
// refused), mostly as the owner.

const TIMEOUT = 120_000;
const DATES = ["occurredOn", "discoveredOn", "caiNotifiedOn", "opcNotifiedOn", "peopleNotifiedOn", "closedOn"] as const;

describe.each(testDbKinds)("generated requests to the retention settings and the incident register on %s", (kind) => {
  const fuzz = useFuzzApp(kind);
  const cookies = () => fc.oneof({ weight: 6, arbitrary: fc.constant(fuzz().admin.cookie) }, { weight: 1, arbitrary: fuzz().cookies });
  const incident = bodyArbitrary(incidentFormSchema, {
    example: INCIDENT,
    fields: { clientIds: fc.constant([]) },
    // The dates' order across fields (discovered after it happened, notices after the discovery) is the example's.
    tie: (b) => ({ ...b, ...Object.fromEntries(DATES.map((d) => [d, INCIDENT[d]])) }),
  });

  test(
    `${RUNS} requests to PUT /api/admin/retention/settings`,
    async () => {
      const body = bodyArbitrary(retentionSettingsSchema, { example: RETENTION_DEFAULTS });
      const tally = await fuzzEndpoint(fuzz().ctx, {
        name: "PUT /api/admin/retention/settings",
        fields: body.keys,
        requests: requests({ method: "PUT", path: "/api/admin/retention/settings", body, cookies: cookies(), cookieShare: 90 }),
      });
      expect(tally[200]).toBeGreaterThan(0);
      expect(tally[400]).toBeGreaterThan(RUNS / 20);
    },
    TIMEOUT,
  );

  test(
    `${RUNS} requests to POST /api/admin/incidents and to PUT one`,
    async () => {
      const made = await fuzz().ctx.app.request("/api/admin/incidents", {
        method: "POST",
        headers: { "Content-Type": "application/json", cookie: fuzz().admin.cookie, Origin: "http://localhost:3000" },
        body: JSON.stringify(INCIDENT),
      });
      expect(made.status).toBe(201);
      const { id } = ((await made.json()) as { incident: { id: string } }).incident;
      for (const [method, path] of [
        ["POST", "/api/admin/incidents"],
        ["PUT", `/api/admin/incidents/${id}`],
      ] as const) {
        const tally = await fuzzEndpoint(fuzz().ctx, {
          name: `${method} ${path.replace(/[0-9a-f-]{36}/, ":id")}`,
          fields: incident.keys,
          requests: requests({ method, path, body: incident, cookies: cookies(), cookieShare: 90 }),
        });
        expect(tally[method === "POST" ? 201 : 200], path).toBeGreaterThan(0);
        expect(tally[400], path).toBeGreaterThan(RUNS / 20);
      }
    },
    TIMEOUT * 2,
  );
});
