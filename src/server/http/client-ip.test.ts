import { Hono } from "hono";
import { expect, test } from "vitest";
import { clientIp } from "./client-ip";

async function ipSeenBy(trustProxy: boolean, headers: Record<string, string>, remoteAddress?: string) {
  const app = new Hono().get("/", (c) => c.text(clientIp(c, trustProxy)));
  const env = remoteAddress ? { incoming: { socket: { remoteAddress } } } : undefined;
  const res = await app.request("/", { headers }, env);
  return res.text();
}

test("the socket address is the client; a sent X-Forwarded-For is not believed", async () => {
  expect(await ipSeenBy(false, {}, "203.0.113.7")).toBe("203.0.113.7");
  expect(await ipSeenBy(false, { "X-Forwarded-For": "198.51.100.1" }, "203.0.113.7")).toBe("203.0.113.7");
});

test("behind a trusted proxy the first X-Forwarded-For hop is the client", async () => {
  expect(await ipSeenBy(true, { "X-Forwarded-For": " 198.51.100.1 , 10.0.0.1" }, "10.0.0.2")).toBe("198.51.100.1");
  expect(await ipSeenBy(true, {}, "10.0.0.2")).toBe("10.0.0.2");
});

test("without a socket the address is unknown", async () => {
  expect(await ipSeenBy(false, {})).toBe("unknown");
});
