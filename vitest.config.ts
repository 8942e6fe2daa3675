import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const alias = {
  "~": fileURLToPath(new URL("./src/web", import.meta.url)),
  "@shared": fileURLToPath(new URL("./src/shared", import.meta.url)),
};

export default defineConfig({
  test: {
    // More workers than cores: many API test files spend their time waiting on server processes
    // they spawned (crash rounds, load, restarts), so four side by side use the two cores of a small
    // machine instead of leaving them idle. The browser tests still run one file at a time.
    maxWorkers: 4,
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit-api",
          include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
          // The migrations run once, into templates every test database copies.
          globalSetup: ["src/server/test/db-templates.ts"],
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
          globalSetup: ["e2e/support/global-setup.ts"],
          // Each file starts its own server on a copy of a migrated database (file-server.ts).
          setupFiles: ["e2e/support/file-server.ts"],
          environment: "node",
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
