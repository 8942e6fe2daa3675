import { afterEach, expect, test, vi } from "vitest";
import { newUuid } from "./new-uuid";

// An action's id is a version 4 UUID (the server's Idempotency-Key check asks for a UUID), also
// on a page served over plain http, where crypto.randomUUID is missing.

const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
afterEach(() => vi.unstubAllGlobals());

test("a version 4 UUID, with crypto.randomUUID or without it", () => {
  expect(newUuid()).toMatch(V4);
  const real = globalThis.crypto;
  vi.stubGlobal("crypto", { getRandomValues: (b: Uint8Array) => b.fill(0xff) });
  expect(newUuid()).toBe("ffffffff-ffff-4fff-bfff-ffffffffffff");
  vi.stubGlobal("crypto", { getRandomValues: (b: Uint8Array<ArrayBuffer>) => real.getRandomValues(b) });
  expect(new Set(Array.from({ length: 50 }, newUuid)).size).toBe(50);
});
