import { describe, expect, test } from "vitest";
import type { z } from "zod";
import {
  AUTH_MESSAGES,
  PASSWORD_MAX,
  PASSWORD_MIN,
  addAdminSchema,
  adminSignInSchema,
  clientLoginSchema,
  newPasswordSchema,
  passwordResetRequestSchema,
} from "./auth";

const EMAIL = "Please enter a valid email address";
const PASSWORD = "Password must be at least 12 characters";
const PASSWORD_LONG = "Password must be at most 128 characters";
const USERNAME = "Username must be at least 3 characters";
const USERNAME_LONG = "Username must be at most 64 characters";
const TOKEN = "The reset link is missing its token";
const GOOD_PASSWORD = "correct horse battery staple 42";

/** Each field's first message, as the form and the API show it. */
function messages(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[issue.path.join(".")] ??= issue.message;
  return out;
}

test("the shared messages use the one password minimum", () => {
  expect(PASSWORD_MIN).toBe(12);
  expect(PASSWORD_MAX).toBe(128);
  expect(AUTH_MESSAGES.password).toBe(PASSWORD);
  expect(AUTH_MESSAGES.passwordTooShort.description).toBe("Password must be at least 12 characters long.");
  expect(AUTH_MESSAGES.notAdmin).toBe("Access denied. Admin privileges required.");
});

const emailCases = [
  [{ email: "" }, { email: EMAIL }],
  [{ email: "   " }, { email: EMAIL }],
  [{ email: "jane" }, { email: EMAIL }],
  [{ email: "jane@" }, { email: EMAIL }],
  [{ email: "jane@example" }, { email: EMAIL }],
  [{ email: "jane example@example.com" }, { email: EMAIL }],
  [{ email: 42 }, { email: EMAIL }],
  [{ email: null }, { email: EMAIL }],
  [{}, { email: EMAIL }],
  [{ email: "jane@example.com" }, {}],
  [{ email: "  Jane.Doe+home@Example.COM  " }, {}],
] as const;

describe.each([
  ["clientLoginSchema", clientLoginSchema],
  ["passwordResetRequestSchema", passwordResetRequestSchema],
])("%s", (_name, schema) => {
  test.each(emailCases)("%j -> %j", (input, errors) => {
    expect(messages(schema, input)).toEqual(errors);
  });

  test("trims and lowercases the address", () => {
    expect(schema.parse({ email: "  Jane.Doe+home@Example.COM  " })).toEqual({ email: "jane.doe+home@example.com" });
  });

  test("drops unknown keys", () => {
    expect(schema.parse({ email: "jane@example.com", callbackURL: "https://evil.example.com" })).toEqual({ email: "jane@example.com" });
  });
});

describe("adminSignInSchema", () => {
  const valid = { email: "admin@example.com", password: GOOD_PASSWORD };
  test.each([
    [{}, { email: EMAIL, password: PASSWORD }],
    [{ ...valid, email: "admin" }, { email: EMAIL }],
    [{ ...valid, password: "" }, { password: PASSWORD }],
    [{ ...valid, password: "x".repeat(11) }, { password: PASSWORD }],
    [{ ...valid, password: "x".repeat(12) }, {}],
    [{ ...valid, password: "x".repeat(128) }, {}],
    [{ ...valid, password: "x".repeat(129) }, { password: PASSWORD_LONG }],
    [{ ...valid, password: 123456789012 }, { password: PASSWORD }],
    [valid, {}],
  ])("%j -> %j", (input, errors) => {
    expect(messages(adminSignInSchema, input)).toEqual(errors);
  });

  test("trims and lowercases the e-mail but keeps the password exactly", () => {
    expect(adminSignInSchema.parse({ email: " Admin@Example.com ", password: `  ${GOOD_PASSWORD}  ` })).toEqual({
      email: "admin@example.com",
      password: `  ${GOOD_PASSWORD}  `,
    });
  });
});

describe("addAdminSchema", () => {
  const valid = { username: "boss", email: "boss@example.com", password: GOOD_PASSWORD };
  test.each([
    [{}, { username: USERNAME, email: EMAIL, password: PASSWORD }],
    [{ ...valid, username: "" }, { username: USERNAME }],
    [{ ...valid, username: "ab" }, { username: USERNAME }],
    [{ ...valid, username: "  ab  " }, { username: USERNAME }],
    [{ ...valid, username: "abc" }, {}],
    [{ ...valid, username: "x".repeat(64) }, {}],
    [{ ...valid, username: "x".repeat(65) }, { username: USERNAME_LONG }],
    [{ ...valid, username: 123 }, { username: USERNAME }],
    [{ ...valid, email: "boss@" }, { email: EMAIL }],
    [{ ...valid, password: "short" }, { password: PASSWORD }],
    [{ ...valid, password: "x".repeat(129) }, { password: PASSWORD_LONG }],
    [valid, {}],
  ])("%j -> %j", (input, errors) => {
    expect(messages(addAdminSchema, input)).toEqual(errors);
  });

  test("trims the username and trims and lowercases the e-mail", () => {
    expect(addAdminSchema.parse({ ...valid, username: "  Boss  ", email: " Boss@Example.com " })).toEqual({
      username: "Boss",
      email: "boss@example.com",
      password: GOOD_PASSWORD,
    });
  });
});

describe("newPasswordSchema", () => {
  const valid = { token: "abc123", newPassword: GOOD_PASSWORD };
  test.each([
    [{ ...valid, token: "" }, { token: TOKEN }],
    [{ ...valid, newPassword: "too short" }, { newPassword: PASSWORD }],
    [{ ...valid, newPassword: "x".repeat(129) }, { newPassword: PASSWORD_LONG }],
    [valid, {}],
  ])("%j -> %j", (input, errors) => {
    expect(messages(newPasswordSchema, input)).toEqual(errors);
  });

  test("a missing token or password is refused, naming both", () => {
    expect(Object.keys(messages(newPasswordSchema, {})).sort()).toEqual(["newPassword", "token"]);
    expect(messages(newPasswordSchema, {}).newPassword).toBe(PASSWORD);
  });
});
