import { onlineManager } from "@tanstack/react-query";
import { afterEach, expect, test, vi } from "vitest";
import { ApiError } from "./api";
import { createQueryClient, isRetryable, retryDelay } from "./query-client";

// The data-fetching defaults of spec 000 §9, and what is retried (docs/decisions/019).
afterEach(() => {
  vi.useRealTimers();
  onlineManager.setOnline(true);
});

test("retried: no answer at all and 5xx; not retried: 4xx", () => {
  expect(isRetryable(new ApiError(0, "Network error"))).toBe(true);
  expect(isRetryable(new ApiError(500, "Boom"))).toBe(true);
  expect(isRetryable(new ApiError(503, "Unavailable"))).toBe(true);
  expect(isRetryable(new TypeError("Failed to fetch"))).toBe(true);
  for (const status of [400, 401, 403, 404, 409, 429]) expect(isRetryable(new ApiError(status, "No")), String(status)).toBe(false);
});

test("delays: 1 s, doubling, never more than 30 s", () => {
  expect([0, 1, 2, 3, 4, 5, 6, 10].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000]);
});

/** When a query whose every attempt fails with `error` is tried (ms after the first try). */
async function attempts(error: unknown): Promise<number[]> {
  vi.useFakeTimers();
  const times: number[] = [];
  const queryFn = vi.fn(() => {
    times.push(Date.now());
    return Promise.reject(error);
  });
  const done = createQueryClient()
    .fetchQuery({ queryKey: ["x"], queryFn })
    .catch((e: unknown) => e);
  await vi.runAllTimersAsync();
  expect(await done).toBe(error);
  return times.map((t) => t - times[0]!);
}

test("a read that fails on the network or with a 5xx is tried 4 times in all: at once, then 1, 2 and 4 s apart", async () => {
  for (const error of [new ApiError(0, "Network error"), new ApiError(502, "Bad gateway")]) {
    expect(await attempts(error)).toEqual([0, 1000, 3000, 7000]);
  }
});

test("a read answered with a 4xx is tried once", async () => {
  expect(await attempts(new ApiError(404, "Not found"))).toEqual([0]);
});

test("offline, a change fails at once and is not sent when the connection returns", async () => {
  onlineManager.setOnline(false);
  const client = createQueryClient();
  const mutationFn = vi.fn(() => Promise.reject(new ApiError(0, "Network error")));
  const observer = client.getMutationCache().build(client, { mutationFn });
  await expect(observer.execute(undefined)).rejects.toThrow("Network error");
  expect(observer.state.isPaused).toBe(false);
  onlineManager.setOnline(true);
  await client.resumePausedMutations();
  expect(mutationFn).toHaveBeenCalledTimes(1);
});

test("offline, a read is tried at once rather than held until the connection returns", async () => {
  onlineManager.setOnline(false);
  const queryFn = vi.fn(() => Promise.resolve("data"));
  expect(await createQueryClient().fetchQuery({ queryKey: ["y"], queryFn })).toBe("data");
  expect(queryFn).toHaveBeenCalledTimes(1);
});
