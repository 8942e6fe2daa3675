import fs from "node:fs";
import path from "node:path";

/** An e-mail of a crash round at the SMTP catcher: its Message-ID, the visitor it is about, which e-mail, when it came. */
export type Delivery = { messageId: string; visitor: string; mail: "notify" | "confirm"; at: number };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The messages at the catcher that belong to this round, with who they are about and when they came. */
export function deliveries(dir: string, prefix: string): Delivery[] {
  if (!fs.existsSync(dir)) return [];
  const out: Delivery[] = [];
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith(".eml"))) {
    const head = fs
      .readFileSync(path.join(dir, file), "utf8")
      .split(/\r?\n\r?\n/)[0]!
      .replace(/\r?\n[ \t]+/g, " ");
    const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, "im").exec(head)?.[1] ?? "";
    const address = (v: string) => /[^\s<>"]+@[^\s<>"]+/.exec(v)?.[0]?.toLowerCase() ?? "";
    const to = address(header("To"));
    const replyTo = address(header("Reply-To"));
    const visitor = to.startsWith(`${prefix}-`) ? to : replyTo;
    if (!visitor.startsWith(`${prefix}-`)) continue;
    out.push({ messageId: header("Message-ID").trim(), visitor, mail: visitor === to ? "confirm" : "notify", at: Number(file.split("-")[0]) });
  }
  return out;
}

/** Wait until no message of the round has arrived for `ms`. */
export async function quiet(dir: string, prefix: string, ms: number) {
  let count = -1;
  for (;;) {
    const now = deliveries(dir, prefix).length;
    if (now === count) return;
    count = now;
    await sleep(ms);
  }
}
