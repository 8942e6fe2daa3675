import { describe, expect, test } from "vitest";
import { ConfigError, loadConfig } from "./env";

describe("loadConfig", () => {
  test("defaults", () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.host).toBe("127.0.0.1");
    expect(c.dataDir).toMatch(/\/data$/);
    expect(c.databaseUrl).toBeUndefined();
    expect(c.smtpUrl).toBeUndefined();
    expect(c.appUrl).toBe("http://localhost:3000");
    expect(c.companyInbox).toBe(c.site.inboxEmail);
    expect(c.mailFrom).toContain(c.site.email);
    expect(c.trustProxy).toBe(false);
  });

  test("APP_URL follows PORT when unset, and its trailing slash is dropped", () => {
    expect(loadConfig({ PORT: "4000" }).appUrl).toBe("http://localhost:4000");
    expect(loadConfig({ APP_URL: "https://clean.example/" }).appUrl).toBe("https://clean.example");
  });

  test.each([
    ["PORT", "abc"],
    ["PORT", "70000"],
    ["DATABASE_URL", "mysql://x"],
    ["SMTP_URL", "http://mail"],
    ["MAIL_FROM", "not an address"],
    ["COMPANY_INBOX", "nobody"],
    ["APP_URL", "ftp://x"],
    ["TRUST_PROXY", "maybe"],
    ["LOG_LEVEL", "loud"],
    ["SITE_EMAIL", "nope"],
  ])("an invalid %s names the variable", (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });

  test("valid overrides are taken", () => {
    const c = loadConfig({
      DATABASE_URL: "postgres://u@h/db",
      SMTP_URL: "smtp://127.0.0.1:2525",
      MAIL_FROM: "Team <team@example.com>",
      COMPANY_INBOX: "inbox@example.com",
      TRUST_PROXY: "true",
      SITE_EMAIL: "hello@example.com",
      SITE_PHONE: "819-555-0100",
    });
    expect(c.databaseUrl).toBe("postgres://u@h/db");
    expect(c.smtpUrl).toBe("smtp://127.0.0.1:2525");
    expect(c.mailFrom).toBe("Team <team@example.com>");
    expect(c.companyInbox).toBe("inbox@example.com");
    expect(c.trustProxy).toBe(true);
    expect(c.site.email).toBe("hello@example.com");
    expect(c.site.phone).toBe("819-555-0100");
  });
});
