import { afterEach, expect, test, vi } from "vitest";
import { hashInputs } from "./inputs";

afterEach(() => vi.unstubAllEnvs());

test("the build stamp changes with a site variable, so npm start rebuilds", () => {
  const before = hashInputs();
  expect(hashInputs()).toBe(before);
  vi.stubEnv("SITE_EMAIL", "hello@example.com");
  expect(hashInputs()).not.toBe(before);
  vi.stubEnv("SITE_EMAIL", "");
  vi.stubEnv("APP_URL", "https://clean.example");
  expect(hashInputs()).not.toBe(before);
});

test("PORT counts only where it makes the site's address: servers behind one APP_URL share a build", () => {
  vi.stubEnv("APP_URL", "");
  vi.stubEnv("PORT", "4001");
  const port4001 = hashInputs();
  vi.stubEnv("PORT", "4002");
  expect(hashInputs()).not.toBe(port4001); // the pages name http://localhost:4002
  vi.stubEnv("APP_URL", "https://clean.example");
  const behindApp = hashInputs();
  vi.stubEnv("PORT", "4001");
  expect(hashInputs()).toBe(behindApp);
});
