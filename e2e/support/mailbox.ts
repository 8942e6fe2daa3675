import fs from "node:fs";
import path from "node:path";
import { simpleParser, type ParsedMail } from "mailparser";

/** Parse every message the mail catcher stored in `dir`. */
export async function readMailbox(dir: string): Promise<ParsedMail[]> {
  if (!fs.existsSync(dir)) return [];
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".eml"))
    .sort();
  return Promise.all(files.map((f) => simpleParser(fs.readFileSync(path.join(dir, f)))));
}

/** Wait until a message matching `match` has arrived. */
export async function waitForMail(dir: string, match: (m: ParsedMail) => boolean, timeoutMs = 15_000): Promise<ParsedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await readMailbox(dir)).find(match);
    if (found) return found;
    if (Date.now() > deadline) throw new Error("no matching e-mail arrived");
    await new Promise((r) => setTimeout(r, 200));
  }
}
