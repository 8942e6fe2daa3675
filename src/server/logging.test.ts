import { getRequestListener } from "@hono/node-server";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { afterAll, beforeAll, expect, test } from "vitest";
import { createApp } from "./app";
import { createAuth } from "./auth/create-auth";
import type { Database } from "./db/client";
import { loadConfig } from "./env";
import { createLogger } from "./logger";
import { readWebBuild } from "./http/static-files";
import { createMailTransport } from "./mail/transport";
import { deliverDueMail } from "./mail/worker";
import { createAdmin } from "./services/accounts/create-admin";
import { makeClientUser, type TestApp } from "./test/auth-fixtures";
import { call, cookieFrom, signInClient } from "./test/auth-helpers";
import { ROOT, freePort, spawnServer } from "./test/server-process";
import { createTestDb } from "./test/test-db";

// Secrets the flows below handle; none of them may reach a log line.
const canary = (what: string) => `canary${what}${randomBytes(6).toString("hex")}`;
const PASSWORD = `${canary("Password")} horse`;
const WRONG_PASSWORD = `${canary("Wrong")} horse`;
const SMTP_PASSWORD = canary("Smtp");
const AUTH_SECRET = canary("AuthSecret").padEnd(40, "x");
const EMAIL = "jane@example.com";

const lines: string[] = [];
const capture = new Writable({
  write(chunk, _encoding, done) {
    lines.push(String(chunk));
    done();
  },
});
const secrets: string[] = [PASSWORD, WRONG_PASSWORD, SMTP_PASSWORD, AUTH_SECRET];

let database: Database;
let tmp: string;
let smtpUrl: string;
let t: TestApp;
let serveStatic: ReturnType<typeof createApp>["serveStatic"];
const logger = createLogger("trace", capture);

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), "logging-"));
  // A port nobody listens on: sending fails, and the failure is logged.
  smtpUrl = `smtp://mailer:${SMTP_PASSWORD}@127.0.0.1:${await freePort()}`;
  database = await createTestDb("pglite");
  const config = loadConfig({ DATA_DIR: tmp, SMTP_URL: smtpUrl, AUTH_SECRET, LOG_LEVEL: "trace" });
  const auth = createAuth({ db: database.db, config, secret: config.authSecret!, logger });
  const built = createApp({ db: database.db, auth, config, logger, build: readWebBuild(path.join(ROOT, "build/client")) });
  t = { app: built.app, config, auth };
  serveStatic = built.serveStatic;
});
afterAll(async () => {
  await database?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

/** No line may hold a secret; every line of the app's log is one JSON object. */
function expectCleanLog(output: string[], what: string, { json = true } = {}) {
  const all = output.join("");
  for (const secret of secrets) expect(all.includes(secret), `${what} holds ${secret}`).toBe(false);
  if (json) for (const line of all.split("\n").filter(Boolean)) expect(() => JSON.parse(line), line).not.toThrow();
}

test("sign-in, magic links, signed-in requests and a failed delivery log no secret", async () => {
  await createAdmin({ db: database.db, input: { email: "admin@example.com", username: "boss", password: PASSWORD }, role: "owner", verified: true });

  const wrong = await call(t, "/api/auth/sign-in/email", { body: { email: "admin@example.com", password: WRONG_PASSWORD } });
  expect(wrong.status).toBe(401);
  const right = await call(t, "/api/auth/sign-in/email", { body: { email: "admin@example.com", password: PASSWORD } });
  expect(right.status).toBe(200);
  const adminCookie = cookieFrom(right);

  await makeClientUser(database, EMAIL);
  const { cookie: clientCookie, link } = await signInClient(t, database, EMAIL);
  const token = new URL(link).searchParams.get("token")!;
  expect(token.length).toBeGreaterThan(10);
  secrets.push(token, adminCookie.split("=")[1]!, clientCookie.split("=")[1]!);

  for (const cookie of [adminCookie, clientCookie]) {
    expect((await call(t, "/api/session", { cookie, headers: { authorization: `Bearer ${cookie}` } })).status).toBe(200);
    await call(t, "/api/portal/quotes", { cookie });
    await call(t, `/no-such-page?token=${token}`, { cookie });
  }
  // A used link again, and the reset-password page with a token in its address.
  await call(t, new URL(link).pathname + new URL(link).search);
  await t.app.request(`/admin?type=recovery&token=${token}`);

  // The outbox holds the login link (with its token): delivering it to the closed SMTP port fails.
  const send = createMailTransport({ smtpUrl, mailDir: path.join(tmp, "mail"), logger });
  expect(await deliverDueMail({ db: database.db, send, from: "a@example.com", logger })).toBe(0);

  const text = lines.join("");
  expect(text).toContain('"msg":"mail delivery failed; will retry"');
  expect(text).toContain('"module":"auth"'); // better-auth's own lines (the wrong password) are ours too
  expect(text).toContain('"path":"/api/auth/magic-link/verify"');
  expectCleanLog(lines, "the in-process log");
});

test("an error that embeds the SMTP URL or a failed query's parameters is logged scrubbed", () => {
  const from = lines.length;
  const err = new Error(`Connection to ${smtpUrl} failed`, { cause: new Error(`Failed query: select 1\nparams: ${PASSWORD},x`) });
  Object.assign(err, { url: smtpUrl });
  logger.error({ err }, "mail transport failed");
  logger.warn({ err: `Invalid login for ${smtpUrl}`, headers: { cookie: `a=${AUTH_SECRET}`, authorization: AUTH_SECRET } }, "plain");
  const logged = lines.slice(from);
  expect(logged).toHaveLength(2);
  expect(logged[0]).toContain("smtp://mailer:[redacted]@127.0.0.1");
  expectCleanLog(logged, "the scrubbed errors");
});

test("user input with CR and LF never splits a log line", async () => {
  const from = lines.length;
  const nasty = 'x\r\n{"level":60,"msg":"forged"}\n';
  await t.app.request(`/no-such-page/${encodeURIComponent(nasty)}`);
  await t.app.request(`/api/no-such/${encodeURIComponent(nasty)}`);
  await call(t, "/api/consultations", { body: { name: nasty, email: `a${nasty}@example.com`, phone: nasty } });
  await call(t, "/api/auth/sign-in/email", { body: { email: `a@example.com${nasty}`, password: nasty } });
  // Raw bytes on a socket: a header and a path with CR/LF, to the Node listener ahead of the app.
  const listener = getRequestListener(t.app.fetch);
  const server = http.createServer((req, res) => serveStatic!(req, res) || listener(req, res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  for (const raw of [
    `GET /a\rb HTTP/1.1\r\nHost: x\r\n\r\n`,
    `GET / HTTP/1.1\r\nHost: x\r\nUser-Agent: a\rb\r\n\r\n`,
    `GET /%0d%0a HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
  ]) {
    await new Promise<void>((resolve) => {
      const socket = net.connect(port, "127.0.0.1", () => socket.end(raw));
      socket.on("data", () => {});
      socket.on("close", () => resolve());
      socket.on("error", () => resolve());
    });
  }
  await new Promise((resolve) => server.close(resolve));
  const logged = lines.slice(from);
  expect(logged.length).toBeGreaterThanOrEqual(5);
  for (const line of logged) {
    expect(line.indexOf("\n"), line).toBe(line.length - 1);
    expect(JSON.parse(line).msg, line).not.toBe("forged");
  }
  expectCleanLog(logged, "the log of hostile input");
});

test("the server process: a bad variable or an unreachable database at boot prints no secret", async () => {
  const closed = await freePort();
  const env = { DATA_DIR: path.join(tmp, "data"), SMTP_URL: smtpUrl, AUTH_SECRET };
  const badPort = spawnServer({ ...env, PORT: "not-a-port" });
  expect(await badPort.exited).toBe(1);
  expect(badPort.output()).toContain("PORT");
  // The invalid-environment message is text for the operator; it names variables, never values.
  expectCleanLog([badPort.output()], "the config error", { json: false });

  const dbPassword = canary("Db");
  secrets.push(dbPassword);
  const noDatabase = spawnServer({ ...env, PORT: String(await freePort()), DATABASE_URL: `postgres://app:${dbPassword}@127.0.0.1:${closed}/app` });
  expect(await noDatabase.exited).toBe(1);
  const output = noDatabase.output();
  expect(output).toContain('"msg":"the server could not start"');
  // The launcher's own lines (bundling the server) are text; the server's are JSON.
  expectCleanLog([output], "the failed start", { json: false });
  for (const line of output.split("\n").filter((l) => l.startsWith("{"))) expect(() => JSON.parse(line), line).not.toThrow();
}, 60_000);
