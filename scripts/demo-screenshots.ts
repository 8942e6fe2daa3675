// npx tsx scripts/demo-screenshots.ts
// Retakes the README's two screenshots (docs/screenshot-portal.png, docs/screenshot-admin.png) from
// a product filled by `npm run seed:demo`, at 1366 px wide: a fresh embedded database in a
// temporary directory, the demo data, the built server (run `npm run build` first), Chromium.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium, type Page } from "playwright-core";
import { readMailbox } from "../e2e/support/mailbox";
import { DEMO_ADMIN, DEMO_CLIENT } from "../src/server/demo/seed-demo";
import { ROOT, freePort, serverCommand, spawnServer, waitForListening } from "../src/server/test/server-process";

const VIEWPORT = { width: 1366, height: 900 };
/** Taller for the admin list, so its rows show below the figures. */
const ADMIN_VIEWPORT = { width: 1366, height: 1300 };
const DOCS = path.join(ROOT, "docs");

async function loginLink(mailDir: string, base: string): Promise<string> {
  for (let tries = 0; tries < 100; tries++) {
    const mail = (await readMailbox(mailDir)).find((m) => (m.subject ?? "").startsWith("Your login link - "));
    const link = mail?.text?.split(/\s+/).find((w) => w.startsWith(`${base}/api/auth/magic-link/verify`));
    if (link) return link;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no login link in ${mailDir}`);
}

/** Wait until the page has stopped loading data (no spinner, no busy region). */
const settled = (page: Page) => page.waitForFunction(() => !document.querySelector("[aria-busy=true], .animate-spin"), undefined, { timeout: 15_000 });

async function main() {
  if (!fs.existsSync(path.join(ROOT, "build/client/index.html"))) throw new Error("No client build: run `npm run build` first.");
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "demo-shots-"));
  const dataDir = path.join(tmp, "data");
  fs.mkdirSync(dataDir);
  const port = await freePort();
  const env = { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", DATA_DIR: dataDir, PORT: String(port), APP_URL: `http://127.0.0.1:${port}` };
  const [cmd, ...args] = serverCommand("seed-demo");
  execFileSync(cmd, args, { cwd: ROOT, env, stdio: "inherit" });
  const server = spawnServer(env);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", headless: true });
  try {
    await waitForListening(server);
    const base = server.url;

    // The admin area: the invoice list, with paid, outstanding and overdue invoices.
    const admin = await browser.newPage({ viewport: ADMIN_VIEWPORT, baseURL: base });
    await admin.goto("/admin/invoices");
    await admin.getByLabel("Email", { exact: true }).fill(DEMO_ADMIN.email);
    await admin.getByLabel("Password", { exact: true }).fill(DEMO_ADMIN.password);
    await admin.getByRole("button", { name: "Sign In", exact: true }).click();
    await admin.locator("tbody tr").first().waitFor({ timeout: 15_000 });
    await settled(admin);
    await admin.screenshot({ path: path.join(DOCS, "screenshot-admin.png") });

    // The client portal: the demo client's dashboard, signed in by the link the portal e-mails.
    const res = await fetch(`${base}/api/auth/sign-in/magic-link`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: base },
      body: JSON.stringify({ email: DEMO_CLIENT.email }),
    });
    if (!res.ok) throw new Error(`login link refused: ${res.status}`);
    const portal = await browser.newPage({ viewport: VIEWPORT, baseURL: base });
    await portal.goto(await loginLink(path.join(dataDir, "mail"), base));
    await portal.locator("[data-visit=upcoming]").first().waitFor({ timeout: 15_000 });
    await settled(portal);
    await portal.screenshot({ path: path.join(DOCS, "screenshot-portal.png") });
    console.log(`Wrote ${path.join("docs", "screenshot-admin.png")} and ${path.join("docs", "screenshot-portal.png")}`);
  } finally {
    await browser.close();
    server.child.kill("SIGTERM");
    await server.exited;
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
