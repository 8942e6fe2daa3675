import fs from "node:fs";
import sharp from "sharp";
import { processPhoto } from "../src/server/services/photos/process-photo";

// One measurement of bench/photos.ts, in a process of its own so that its memory is its own:
//   tsx bench/photo-worker.ts <alone|burst|burst-plain> <photo file> [runs, or photos at once]
// Prints one line of JSON. "plain" is sharp's plain pipeline (turn upright, fit in 2048 px, JPEG
// at the same quality) with sharp's defaults and no queue: the reference beside processPhoto.

const [scenario, file, runsArg] = process.argv.slice(2);
const input = fs.readFileSync(file!);
const count = Number(runsArg ?? 30);

const plain = () => sharp(input).autoOrient().resize({ width: 2048, height: 2048, fit: "inside", withoutEnlargement: true }).jpeg({ quality: 82 }).toBuffer();
const ours = () => processPhoto(input, "image/jpeg");

async function timed(run: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await run();
  return performance.now() - start;
}

/** `count` at once: each one's time, the whole, and the process's RSS before and at its peak (sampled every 2 ms). */
async function atOnce(run: () => Promise<unknown>) {
  await run(); // libvips and the code loaded, as in a running server
  const before = process.memoryUsage().rss;
  let peak = before;
  const sample = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 2);
  const start = performance.now();
  const each = await Promise.all(Array.from({ length: count }, () => timed(run)));
  const total = performance.now() - start;
  clearInterval(sample);
  peak = Math.max(peak, process.memoryUsage().rss);
  return { each, total, before, peak };
}

async function main() {
  if (scenario === "alone") {
    // Warmed up, then the two in turn, so that both see the same load on the machine.
    for (let i = 0; i < 3; i++) await ours().then(plain);
    const times = { ours: [] as number[], plain: [] as number[] };
    for (let i = 0; i < count; i++) {
      times.ours.push(await timed(ours));
      times.plain.push(await timed(plain));
    }
    const out = await processPhoto(input, "image/jpeg");
    console.log(JSON.stringify({ times, photo: out.photo.bytes.length, thumb: out.thumb.bytes.length, width: out.photo.width, height: out.photo.height }));
  } else if (scenario === "burst") {
    console.log(JSON.stringify(await atOnce(ours)));
  } else if (scenario === "burst-plain") {
    console.log(JSON.stringify(await atOnce(plain)));
  } else {
    throw new Error(`unknown scenario ${scenario}`);
  }
}

await main();
