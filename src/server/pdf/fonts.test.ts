import { build } from "esbuild";
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { ROOT } from "../root";

test("bundled like the server (dist/, packages from node_modules), plain Node finds the fonts and writes a PDF", async () => {
  // The server's bundle options (scripts/server-bundle.mjs), for an entry that renders one quote.
  fs.mkdirSync(path.join(ROOT, "dist"), { recursive: true });
  const dir = fs.mkdtempSync(path.join(ROOT, "dist", "pdf-fonts-"));
  try {
    const outfile = path.join(dir, "render.js");
    await build({
      stdin: {
        contents: `import { renderQuotePdf } from "./src/server/pdf/quote-pdf";
          import { COMPANY, sampleQuote } from "./src/server/test/quote-document";
          const pdf = await renderQuotePdf({ document: sampleQuote(), company: COMPANY, acceptance: null, locale: "en" });
          process.stdout.write(pdf.subarray(0, 8).toString("latin1") + " " + pdf.includes("FontFile2"));`,
        resolveDir: ROOT,
        loader: "ts",
      },
      outfile,
      bundle: true,
      platform: "node",
      format: "esm",
      target: "node20",
      packages: "external",
      logLevel: "error",
    });
    const run = spawnSync(process.execPath, [outfile], { cwd: ROOT, encoding: "utf8", env: { PATH: process.env.PATH ?? "" } });
    expect(run.stderr).toBe("");
    expect(run.stdout).toBe("%PDF-1.3 true"); // an embedded TrueType font
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
