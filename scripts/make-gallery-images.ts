import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { clinicScene } from "./gallery-art/clinic";
import { KITCHEN_GLINTS, kitchenScene } from "./gallery-art/kitchen";
import { livingRoomScene } from "./gallery-art/living-room";
import { officeScene } from "./gallery-art/office";
import { placeholderScene } from "./gallery-art/placeholder";
import { HEIGHT, WIDTH, glints, sparkle, svgDocument } from "./gallery-art/svg";
import { muxWebm, vp8Frame } from "./gallery-art/webm";

// Draws the sample gallery scenes and writes them to public/gallery as AVIF + WebP (1200x800),
// the placeholder shown for broken images, and the kitchen walkthrough video (WebM).
const OUT = path.resolve("public/gallery");
const VIDEO = { width: 720, height: 480, frames: 40, frameMs: 100, zoom: 0.16 };

const render = (body: string, viewBox?: string) => sharp(Buffer.from(svgDocument(body, viewBox))).removeAlpha();

async function writeStill(name: string, body: string, formats: ("avif" | "webp")[] = ["avif", "webp"]) {
  for (const format of formats) {
    const image = render(body);
    const file = path.join(OUT, `${name}.${format}`);
    await (format === "avif" ? image.avif({ quality: 52, effort: 9 }) : image.webp({ quality: 80, effort: 6 })).toFile(file);
    console.log(`${path.relative(process.cwd(), file)}  ${(fs.statSync(file).size / 1024).toFixed(1)} KB`);
  }
}

/** A slow push-in on the kitchen while the glints twinkle. */
async function writeKitchenVideo() {
  const frames: Buffer[] = [];
  for (let i = 0; i < VIDEO.frames; i++) {
    const t = i / (VIDEO.frames - 1);
    const eased = t * t * (3 - 2 * t);
    const w = WIDTH * (1 - VIDEO.zoom * eased);
    const h = HEIGHT * (1 - VIDEO.zoom * eased);
    const viewBox = `${((WIDTH - w) * 0.55).toFixed(2)} ${((HEIGHT - h) * 0.7).toFixed(2)} ${w.toFixed(2)} ${h.toFixed(2)}`;
    const twinkle = KITCHEN_GLINTS.map(([x, y, r], k) => sparkle(x, y, r, Math.max(0, Math.sin(t * Math.PI * 3 + k * 1.3)))).join("");
    const webp = await render(kitchenScene() + twinkle, viewBox)
      .resize(VIDEO.width, VIDEO.height)
      .webp({ quality: 55 })
      .toBuffer();
    frames.push(vp8Frame(webp));
  }
  const file = path.join(OUT, "kitchen-walkthrough.webm");
  fs.writeFileSync(file, muxWebm(frames, VIDEO.width, VIDEO.height, VIDEO.frameMs));
  console.log(`${path.relative(process.cwd(), file)}  ${(fs.statSync(file).size / 1024).toFixed(1)} KB`);
}

fs.mkdirSync(OUT, { recursive: true });
await writeStill("office", officeScene());
await writeStill("living-room", livingRoomScene());
await writeStill("clinic", clinicScene());
await writeStill("kitchen", kitchenScene() + glints(KITCHEN_GLINTS));
await writeStill("placeholder", placeholderScene(), ["webp"]);
await writeKitchenVideo();
