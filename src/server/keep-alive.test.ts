import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import { afterAll, beforeAll, expect, test } from "vitest";
import { freePort, spawnServer, waitForListening, type ServerProcess } from "./test/server-process";
import { migratedDataDir } from "./test/test-db";

// The headers budget shrunk to 1 s (Node checks it every 250 ms), so what happens past it shows in
// seconds: a busy keep-alive connection is never cut, a slow client is.
const HEADERS_TIMEOUT_MS = 1_000;
let server: ServerProcess;
let dataDir: string;

beforeAll(async () => {
  dataDir = migratedDataDir("keep-alive-");
  server = spawnServer({ PORT: String(await freePort()), DATA_DIR: dataDir, HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS) });
  await waitForListening(server, 60_000);
}, 90_000);
afterAll(async () => {
  server.child.kill("SIGKILL");
  await server.exited;
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** POST `body` on the agent's one connection: the status, and the socket it went over. */
function post(agent: http.Agent, body: string): Promise<{ status: number; socket: net.Socket }> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${server.url}/api/visits`, {
      method: "POST",
      agent,
      headers: { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(body) },
    });
    req.on("response", (res) => {
      res.resume();
      res.on("end", () => resolve({ status: res.statusCode!, socket: req.socket! }));
    });
    req.on("error", reject);
    req.end(body);
  });
}

test("300 bad bodies one after another on one keep-alive connection, for 4 headers budgets: every one answered", async () => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const sockets = new Set<net.Socket>();
    const started = Date.now();
    for (let i = 0; i < 300; i++) {
      const { status, socket } = await post(agent, i % 2 ? '{"page":' : "[]");
      expect(status).toBe(400);
      sockets.add(socket);
      // Spread over more than four headers budgets (and many of Node's checks) on one connection.
      const due = started + ((i + 1) * 4 * HEADERS_TIMEOUT_MS * 1.1) / 300;
      if (due > Date.now()) await new Promise((r) => setTimeout(r, due - Date.now()));
    }
    expect(sockets.size).toBe(1);
  } finally {
    agent.destroy();
  }
}, 60_000);

test("a client that sends its headers too slowly is answered 408 and cut; an idle keep-alive connection is not", async () => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const first = await post(agent, "[]");
    // Idle past the headers budget (but within the keep-alive timeout): still usable.
    await new Promise((r) => setTimeout(r, 2 * HEADERS_TIMEOUT_MS));
    const second = await post(agent, "[]");
    expect(second.socket).toBe(first.socket);

    const slow = net.connect(Number(new URL(server.url).port), "127.0.0.1");
    let answer = "";
    slow.on("data", (d) => (answer += d));
    const closed = new Promise<void>((resolve) => slow.on("close", () => resolve()));
    slow.write("POST /api/visits HTTP/1.1\r\nHost: localhost\r\n");
    const drip = setInterval(() => slow.writable && slow.write("X-Slow: 1\r\n"), 200);
    await closed;
    clearInterval(drip);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  } finally {
    agent.destroy();
  }
}, 60_000);
