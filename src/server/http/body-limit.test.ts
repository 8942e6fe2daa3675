import { Hono } from "hono";
import { expect, test } from "vitest";
import { AppError } from "../errors";
import { limitBody } from "./body-limit";

function app() {
  const a = new Hono();
  a.onError((err, c) => c.json({ code: err instanceof AppError ? err.code : "internal" }, err instanceof AppError ? err.status : 500));
  a.use(limitBody(16));
  a.post("/", async (c) => c.json({ got: await c.req.text() }));
  return a;
}

test("a body announced by Content-Length is judged from the header: over the limit 413, within it read as usual", async () => {
  const over = await app().request("/", { method: "POST", headers: { "Content-Length": "17" }, body: "x".repeat(17) });
  expect(over.status).toBe(413);
  expect(await over.json()).toEqual({ code: "payload_too_large" });
  const within = await app().request("/", { method: "POST", headers: { "Content-Length": "16" }, body: "x".repeat(16) });
  expect(within.status).toBe(200);
  expect(await within.json()).toEqual({ got: "x".repeat(16) });
});

test("a body without Content-Length is counted as it arrives", async () => {
  const stream = (n: number) =>
    new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode("x".repeat(n)));
        controller.close();
      },
    });
  const over = await app().request("/", { method: "POST", body: stream(17), duplex: "half" } as RequestInit);
  expect(over.status).toBe(413);
  const within = await app().request("/", { method: "POST", body: stream(16), duplex: "half" } as RequestInit);
  expect(within.status).toBe(200);
  expect(await within.json()).toEqual({ got: "x".repeat(16) });
});
