import { describe, expect, test } from "vitest";
import { AppError } from "../errors";
import { assertNotCommon, hashPassword, isCommonPassword, verifyPassword } from "./password";

const PASSWORD = "correct horse battery staple 42";

describe("password hashing", () => {
  test("hashes with argon2id at OWASP's minimum parameters, salted", async () => {
    const hash = await hashPassword(PASSWORD);
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/);
    const [, m, t, p] = /m=(\d+),t=(\d+),p=(\d+)/.exec(hash)!.map(Number);
    expect(m).toBeGreaterThanOrEqual(19456);
    expect(t).toBeGreaterThanOrEqual(2);
    expect(p).toBeGreaterThanOrEqual(1);
    expect(hash).not.toContain(PASSWORD);
    expect(await hashPassword(PASSWORD)).not.toBe(hash);
  });

  test("verifies the right password only", async () => {
    const hash = await hashPassword(PASSWORD);
    expect(await verifyPassword({ hash, password: PASSWORD })).toBe(true);
    expect(await verifyPassword({ hash, password: `${PASSWORD} ` })).toBe(false);
    expect(await verifyPassword({ hash, password: "" })).toBe(false);
  });

  test.each([
    ["an empty string", ""],
    ["plain text", PASSWORD],
    ["a bcrypt hash", "$2b$10$N9qo8uLOickgx2ZMRZoMyeIjZAgcfl7p92ldGxad68LJZdL17lhWy"],
    ["a scrypt-style salt:key", "0123456789abcdef:0123456789abcdef0123456789abcdef"],
    ["a truncated argon2 hash", "$argon2id$v=19$m=19456,t=2,p=1$c2FsdA"],
  ])("anything that is not an argon2 hash (%s) verifies as false", async (_what, hash) => {
    expect(await verifyPassword({ hash, password: PASSWORD })).toBe(false);
  });
});

describe("common passwords", () => {
  test.each(["password", "Password", "123456789012", "password123456", "qwerty123456", "qwerty123456!", "iloveyou2024", "letmein!!!!!", "football1234"])(
    "%s is common",
    (password) => {
      expect(isCommonPassword(password)).toBe(true);
    },
  );

  test.each([PASSWORD, "a long and unusual passphrase 7", "Tr0ub4dor&3-zebra-quilt", "kitchen-lamp-orbit-1987"])("%s is not common", (password) => {
    expect(isCommonPassword(password)).toBe(false);
  });

  test("assertNotCommon names the field with the message", () => {
    expect(() => assertNotCommon(PASSWORD, "password")).not.toThrow();
    try {
      assertNotCommon("password123456", "newPassword");
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(AppError);
      const e = err as AppError;
      expect(e.status).toBe(400);
      expect(e.fields).toEqual({ newPassword: "This password is too common. Please choose one that is harder to guess." });
    }
  });
});
