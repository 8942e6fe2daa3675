import { describe, expect, test } from "vitest";
import { AppError } from "../../errors";
import { plainPhoto } from "../../test/photo-fixtures";
import { createPhotoSlots } from "./photo-slots";
import { photoSlots, processPhoto } from "./process-photo";

// The bound on photos processed at once (decision 061): two at a time, the others waiting in the
// order they came; past the byte budget a photo is turned away rather than queued.

/** A piece of work that runs until `finish()` is called, and says when it started. */
function gate() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  const state = { started: false };
  return {
    state,
    finish: () => finish(),
    work: async () => {
      state.started = true;
      await done;
    },
  };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe("photo slots", () => {
  test("runs two at a time; the others wait and start in the order they came, each as a slot frees", async () => {
    const slots = createPhotoSlots({ slots: 2, maxBytes: 100 });
    const gates = Array.from({ length: 5 }, gate);
    const runs = gates.map((g) => slots.run(10, g.work)!);
    await tick();
    expect(gates.map((g) => g.state.started)).toEqual([true, true, false, false, false]);
    expect(slots.load).toEqual({ running: 2, waiting: 3, bytes: 50 });
    gates[1]!.finish();
    await tick();
    expect(gates.map((g) => g.state.started)).toEqual([true, true, true, false, false]);
    gates[0]!.finish();
    gates[2]!.finish();
    await tick();
    expect(gates.map((g) => g.state.started)).toEqual([true, true, true, true, true]);
    for (const g of gates) g.finish();
    await Promise.all(runs);
    expect(slots.load).toEqual({ running: 0, waiting: 0, bytes: 0 });
  });

  test("turns a photo away past the byte budget, takes a lone photo larger than it, and frees a failed photo's slot", async () => {
    const slots = createPhotoSlots({ slots: 1, maxBytes: 100 });
    const first = gate();
    const running = slots.run(60, first.work)!;
    expect(slots.run(50, async () => {})).toBeNull();
    const fits = slots.run(40, async () => "second")!;
    first.finish();
    await running;
    expect(await fits).toBe("second");
    expect(await slots.run(500, async () => "alone")).toBe("alone");
    await expect(slots.run(10, () => Promise.reject(new Error("broken")))).rejects.toThrow("broken");
    expect(slots.load).toEqual({ running: 0, waiting: 0, bytes: 0 });
  });

  test("ten photos sent at once are all processed, never more than two at a time", async () => {
    const photos = await Promise.all(Array.from({ length: 10 }, (_, i) => plainPhoto(i * 20)));
    let most = 0;
    const watch = setInterval(() => (most = Math.max(most, photoSlots.load.running)), 1);
    const done = await Promise.all(photos.map((p) => processPhoto(p, "image/jpeg")));
    clearInterval(watch);
    expect(new Set(done.map((d) => d.sha256)).size).toBe(10);
    expect(most).toBeLessThanOrEqual(2);
    expect(photoSlots.load).toEqual({ running: 0, waiting: 0, bytes: 0 });
  });

  test("a photo past the budget of the server's slots is a 503 asking to send it again in 5 s", async () => {
    const big = Buffer.alloc(10 * 1024 * 1024);
    big.set([0xff, 0xd8, 0xff, 0xe0]);
    // Thirteen 10 MB files at once: twelve fit in 128 MB, the thirteenth waits for none of them.
    const results = await Promise.allSettled(Array.from({ length: 13 }, () => processPhoto(big, "image/jpeg")));
    const statuses = results.map((r) => (r.status === "rejected" && r.reason instanceof AppError ? r.reason.status : 0));
    expect(statuses.filter((s) => s === 400)).toHaveLength(12);
    const busy = results.find((r) => r.status === "rejected" && (r.reason as AppError).status === 503) as PromiseRejectedResult;
    expect((busy.reason as AppError).retryAfter).toBe(5);
    expect((busy.reason as AppError).toBody().error.message).toBe("Many photos are being processed just now: send this one again in a few seconds.");
  });
});
