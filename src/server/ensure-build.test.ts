import { afterEach, expect, test, vi } from "vitest";
import { hashInputs } from "./ensure-build";

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
