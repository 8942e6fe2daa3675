import { expect, test } from "vitest";
import "./zod-csp";
import { z } from "zod";

test("zod sees the setting and parses without compiling (no eval under the CSP)", () => {
  expect(z.config().jitless).toBe(true);
  const evalSpy = globalThis.Function;
  let compiled = false;
  globalThis.Function = new Proxy(evalSpy, { construct: (...args) => ((compiled = true), Reflect.construct(...args)) });
  try {
    expect(z.object({ a: z.string() }).parse({ a: "x" })).toEqual({ a: "x" });
  } finally {
    globalThis.Function = evalSpy;
  }
  expect(compiled).toBe(false);
});
