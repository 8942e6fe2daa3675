import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const COMPRESSIBLE = /\.(html|js|css|svg|json|txt|xml|map)$/;

/** Brotli and gzip copies of every text file of a client build (served when accepted); how many. */
export function compressClient(root: string): number {
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
  return count;
}
