import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { writeBuildStamp } from "../src/server/ensure-build";
import { SCRIPT_HASHES_FILE, writeScriptHashes } from "../src/server/http/script-hashes";

// After `react-router build`: the hashes of the pages' inline scripts for the Content-Security-Policy
// (before compressing, so only the pages are read), brotli and gzip copies of every text asset
// (served when accepted), and the stamp that tells `npm start` which sources this build was made from.
const root = path.resolve("build/client");
const COMPRESSIBLE = /\.(html|js|css|svg|json|txt|xml|map)$/;

const pages = writeScriptHashes(root, path.join(root, "..", SCRIPT_HASHES_FILE));
console.log(`hashed the inline scripts of ${pages} pages into build/${SCRIPT_HASHES_FILE}`);

let count = 0;
const walk = (dir: string) => {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(file);
    else if (COMPRESSIBLE.test(entry.name)) {
      const data = fs.readFileSync(file);
      if (data.length < 512) continue;
      fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
      fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
      count++;
    }
  }
};
walk(root);
console.log(`compressed ${count} files in ${path.relative(process.cwd(), root)}`);
writeBuildStamp();
