import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import sharp from "sharp";
import { ROOT } from "../src/server/test/server-process";

// Visit photos (decision 061): a 5 MB phone photo (4000 x 3000, noisy, JPEG at quality 90, with
// EXIF: GPS, camera, orientation 6) through processPhoto alone, beside sharp's plain pipeline on
// the same photo (turn upright, fit in 2048 px, JPEG at the same quality: no type check, no
// thumbnail, no hash, no queue) timed in turn; then ten and twenty at once, each burst in a fresh
// process so its RSS is its own, processPhoto (two at a time) beside the plain pipeline with no
// queue, and processPhoto again with glibc's malloc held to two arenas (each thread that ran a
// photo keeps its own arena's memory otherwise).
// Goals: a 5 MB photo in under 1 s; memory bounded while ten arrive at once.

export const PHOTOS_MARKER = "<!-- bench:admin:photos -->";

const RUNS = Number(process.env.BENCH_PHOTO_RUNS ?? 30);
const ROUNDS = Number(process.env.BENCH_PHOTO_ROUNDS ?? 3);
const WORKER = path.join(ROOT, "bench/photo-worker.ts");
/** Debian's jemalloc (package libjemalloc2), measured when it is installed. */
const JEMALLOC = "/lib/x86_64-linux-gnu/libjemalloc.so.2";

const round = (n: number) => Math.round(n * 10) / 10;
const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))]!;
const median = (values: number[]) => percentile(values, 0.5);

/** A 4000 x 3000 photo of about 5 MB, as a phone writes it; its path. */
async function makePhoto(dir: string): Promise<string> {
  const [width, height] = [4000, 3000];
  const pixels = await sharp({ create: { width, height, channels: 3, background: "#78a0b4", noise: { type: "gaussian", mean: 128, sigma: 30 } } })
    .raw()
    .toBuffer();
  // Gradients under the noise, so it is less uniform than pure noise.
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      pixels[i] = (pixels[i]! + (x * 255) / width) >> 1;
      pixels[i + 1] = (pixels[i + 1]! + (y * 255) / height) >> 1;
    }
  }
  const file = path.join(dir, "photo-5mb.jpg");
  const jpeg = await sharp(pixels, { raw: { width, height, channels: 3 } })
    .withExif({ IFD0: { Make: "Pixelphone", Model: "Pixelphone 9 Pro" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "45/1 25/1 2340/100" } })
    .withMetadata({ orientation: 6 })
    .jpeg({ quality: 90 })
    .toBuffer();
  fs.writeFileSync(file, jpeg);
  return file;
}

/** A worker's answer; `env` added to its environment. */
async function worker<T>(scenario: string, file: string, args: string[] = [], env: Record<string, string> = {}): Promise<T> {
  const { stdout } = await promisify(execFile)(process.execPath, ["--import", "tsx", WORKER, scenario, file, ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    maxBuffer: 1024 * 1024,
  });
  return JSON.parse(stdout.trim().split("\n").at(-1)!) as T;
}

type Alone = { times: { ours: number[]; plain: number[] }; photo: number; thumb: number; width: number; height: number };
type Burst = { each: number[]; total: number; before: number; peak: number };

export async function photosSection(): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-photos-"));
  try {
    const file = await makePhoto(dir);
    const size = fs.statSync(file).size;
    const loadBefore = os.loadavg()[0]!;
    const alone = await worker<Alone>("alone", file, [String(RUNS)]);
    // Each burst in turn within a round, so that all see the machine's load alike.
    const arenas = { MALLOC_ARENA_MAX: "2" };
    const bursts: { name: string; scenario: string; count: number; env: Record<string, string> }[] = [
      { name: "processPhoto, 10 at once (two at a time)", scenario: "burst", count: 10, env: {} },
      { name: "reference: sharp's plain pipeline, 10 at once, no queue", scenario: "burst-plain", count: 10, env: {} },
      { name: "processPhoto, 20 at once (two at a time)", scenario: "burst", count: 20, env: {} },
      { name: "reference: sharp's plain pipeline, 20 at once, no queue", scenario: "burst-plain", count: 20, env: {} },
      { name: "processPhoto, 10 at once, MALLOC_ARENA_MAX=2", scenario: "burst", count: 10, env: arenas },
      { name: "processPhoto, 20 at once, MALLOC_ARENA_MAX=2", scenario: "burst", count: 20, env: arenas },
      ...(fs.existsSync(JEMALLOC)
        ? [{ name: "processPhoto, 10 at once, jemalloc (LD_PRELOAD)", scenario: "burst", count: 10, env: { LD_PRELOAD: JEMALLOC } }]
        : []),
    ];
    const rounds: Burst[][] = bursts.map(() => []);
    for (let i = 0; i < ROUNDS; i++) {
      for (const [k, b] of bursts.entries()) rounds[k]!.push(await worker<Burst>(b.scenario, file, [String(b.count)], b.env));
    }
    const loadAfter = os.loadavg()[0]!;
    const [ours, ref] = [alone.times.ours, alone.times.plain];
    const rows = bursts.map((b, k) => {
      const runs = rounds[k]!;
      const growth = runs.map((r) => r.peak - r.before);
      return {
        name: b.name,
        total: median(runs.map((r) => r.total)),
        p50: median(runs.map((r) => median(r.each))),
        slowest: median(runs.map((r) => Math.max(...r.each))),
        before: median(runs.map((r) => r.before)),
        peak: median(runs.map((r) => r.peak)),
        growth: median(growth),
        growthMax: Math.max(...growth),
      };
    });
    const line = (r: (typeof rows)[number]) =>
      `| ${r.name} | ${round(r.total)} | ${round(r.p50)} | ${round(r.slowest)} | ${mb(r.before)} | ${mb(r.peak)} | ${mb(r.growth)} (${mb(r.growthMax)}) |`;
    const ratio = (a: (typeof rows)[number], b: (typeof rows)[number], label: string) =>
      `| ratio, ${label} | ${round(a.total / b.total)} | | | | | ${round(a.growth / b.growth)} |`;
    return `${PHOTOS_MARKER}
## Visit photos: a 5 MB photo, alone and in bursts

Run with \`npm run bench:admin\` (this section alone: \`BENCH_ONLY=photos npm run bench:admin\`) on ${os.cpus().length} cores, Node ${process.version},
sharp ${sharp.versions.sharp} (libvips ${sharp.versions.vips}). Date: ${new Date().toISOString().slice(0, 10)}. Load average (1 minute) at the start and the end:
${loadBefore.toFixed(1)} and ${loadAfter.toFixed(1)} (the machine is shared: other work slows every figure).
The photo: ${(size / 1024 / 1024).toFixed(1)} MB, 4000 x 3000 with noise (hard to compress), JPEG quality 90, EXIF with GPS and a camera,
orientation 6 (a phone held upright: the photo must be turned, which needs its pixels in memory).
"processPhoto" is the product's pipeline (type from the bytes, header check, turned upright, metadata dropped, fitted in 2048 px,
JPEG quality 82, a 480 px thumbnail from it, SHA-256, the queue); the reference is sharp's plain pipeline on the same photo
(turned, fitted, JPEG quality 82; nothing else), timed in turn with it in one process, ${RUNS} runs each after 3 of warm-up.
Goal: a 5 MB photo in under 1 s.

| pipeline | p50 ms | p95 ms | out (KB) |
| --- | --- | --- | --- |
| processPhoto (${alone.width} x ${alone.height} + thumbnail of ${round(alone.thumb / 1024)} KB) | ${round(median(ours))} | ${round(percentile(ours, 0.95))} | ${round(alone.photo / 1024)} |
| reference: sharp's plain pipeline | ${round(median(ref))} | ${round(percentile(ref, 0.95))} | |
| ratio, processPhoto / reference | ${round(median(ours) / median(ref))} | ${round(percentile(ours, 0.95) / percentile(ref, 0.95))} | |

Photos arriving at once, each burst in a fresh process (the median of ${ROUNDS} rounds, the bursts in turn within each; RSS is the
whole process's, Node and libvips included, sampled every 2 ms; "before" after one photo, as in a running server; growth in
brackets: the largest of the rounds). With glibc's malloc each thread that ran a photo keeps memory in its own arena, so the
growth is several photos' worth rather than two; the last rows hold glibc to two arenas, or use jemalloc instead.
Goal: memory bounded while ten arrive at once.

| photos at once | all done (ms) | p50 of each (ms) | slowest (ms) | RSS before (MB) | RSS peak (MB) | growth (MB) |
| --- | --- | --- | --- | --- | --- | --- |
${line(rows[0]!)}
${line(rows[1]!)}
${ratio(rows[0]!, rows[1]!, "processPhoto / reference, 10 at once")}
${line(rows[2]!)}
${line(rows[3]!)}
${ratio(rows[2]!, rows[3]!, "processPhoto / reference, 20 at once")}
${rows.slice(4).map(line).join("\n")}
`;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
