import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { SlowFirstSequencer } from "./scripts/test-sequencer.ts";

const alias = {
  "~": fileURLToPath(new URL("./src/web", import.meta.url)),
  "@shared": fileURLToPath(new URL("./src/shared", import.meta.url)),
};

/** The report of this vitest run: named after the npm script that started it, when one did. */
function reportFile(file: string): string {
  const script = process.env.npm_lifecycle_event;
  return script?.startsWith("test:") ? file.replace(/(\.json)?$/, `.${script.replace(":", "-")}.json`) : file;
}

export default defineConfig({
  test: {
    // More workers than cores: many test files spend their time waiting (on server processes they
    // spawned, on a page's network going idle), so four side by side keep the two cores of a small
    // machine busy.
    maxWorkers: 4,
    // TEST_REPORT=file.json adds vitest's JSON report (per-file durations: bench/test-durations.ts),
    // one per vitest run: `npm test` runs two side by side (file.test-api.json, file.test-browser.json).
    reporters: process.env.TEST_REPORT ? ["default", ["json", { outputFile: reportFile(process.env.TEST_REPORT) }]] : ["default"],
    // The slow files first, also on a fresh clone (scripts/test-sequencer.ts).
    sequence: { sequencer: SlowFirstSequencer },
    projects: [
      {
        resolve: { alias },
        test: {
          name: "web",
          include: ["src/web/**/*.test.{ts,tsx}"],
          // Isolated: component tests mock modules (vi.mock) and set up a DOM per file.
          environment: "node",
          testTimeout: 30_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "unit-api",
          include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
          exclude: ["src/web/**"],
          // The migrations run once, into templates every test database copies.
          globalSetup: ["src/server/test/db-templates.ts"],
          // One module graph per worker, not per file: importing the server for each file took a
          // quarter of this project's time. Its tests leave no state behind in modules (each opens
          // its own database and app).
          isolate: false,
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "browser",
          include: ["e2e/**/*.test.ts"],
          // Two files at a time: Chromium takes most of the CPU here, and three side by side were no
          // faster (834 s against 848 s) but pushed the longest test (admin leads, axe at two sizes)
          // past its 90 s once. `npm test` runs this project in a vitest run of its own, after the
          // unit and API tests' (each half keeps both cores busy alone); a plain `vitest run` of
          // every project also runs it after them.
          sequence: { groupOrder: 1 },
          maxWorkers: 2,
          // Pages side by side render more slowly than one alone: a state a test waits for
          // (expect.poll) may take more than vitest's default second to show. Playwright's own
          // default wait is five.
          expect: { poll: { timeout: 5_000 } },
          globalSetup: ["e2e/support/global-setup.ts"],
          // Each file starts its own server on a copy of a migrated database (file-server.ts), so
          // files run side by side.
          setupFiles: ["e2e/support/file-server.ts"],
          environment: "node",
          // Limits on a hang, not on speed (BENCHMARKS.md times the files): the longest flows take
          // 40 s alone here and took four times that with the API tests beside them on a busy CI
          // machine.
          testTimeout: 300_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
