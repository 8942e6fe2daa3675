import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, test } from "vitest";
import { bootstrapImports, moduleImports } from "../../../scripts/bundle-graph";
import { ROOT, freePort, spawnServer, waitForListening, type ServerProcess } from "../test/server-process";

// Two `npm start` from one checkout at once, each with its own address (so each needs a build of
// its own): the second one's build must neither collide with the first one's nor take its files
// away. They build into a directory of this test (inside the project, where the build's server
// part finds node_modules), never into build/, which other tests read. Two web builds: bounded by
// the timeout below.

fs.mkdirSync(path.join(ROOT, ".tmp"), { recursive: true });
const buildDir = fs.mkdtempSync(path.join(ROOT, ".tmp", "build-"));
const dataDirs: string[] = [];
const servers: ServerProcess[] = [];

afterAll(async () => {
  for (const s of servers) {
    if (s.child.exitCode === null) s.child.kill("SIGTERM");
    await s.exited;
  }
  for (const d of [buildDir, ...dataDirs]) fs.rmSync(d, { recursive: true, force: true });
});

async function start() {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "start-"));
  dataDirs.push(dataDir);
  const appUrl = `http://127.0.0.1:${port}`;
  const server = spawnServer({ PORT: String(port), APP_URL: appUrl, DATA_DIR: dataDir, BUILD_DIR: buildDir }, "start");
  servers.push(server);
  return { server, appUrl };
}

/** Every file the home page references, and every module its code can load (lazy parts too). */
async function assetsOfHome(base: string): Promise<{ html: string; assets: Map<string, number> }> {
  const html = await (await fetch(`${base}/`)).text();
  const assets = new Map<string, number>();
  const visit = async (url: string) => {
    if (assets.has(url)) return;
    const res = await fetch(`${base}${url}`);
    assets.set(url, res.status);
    const body = await res.text();
    if (res.status === 200 && url.endsWith(".js")) for (const next of moduleImports(url, body, true)) await visit(next);
  };
  const referenced = [...html.matchAll(/\b(?:src|href)="(\/[^"]+\.[a-z0-9]+)"/g)].map((m) => m[1]!);
  for (const url of [...bootstrapImports(html), ...referenced]) await visit(url);
  return { html, assets };
}

test("two servers started at once from one checkout keep serving their own builds", async () => {
  const [a, b] = [await start(), await start()];
  await Promise.all([waitForListening(a.server, 240_000), waitForListening(b.server, 240_000)]);
  const output = a.server.output() + b.server.output();
  // Each needed its own build (other site address).
  expect(output.match(/built the web client into/g)).toHaveLength(2);

  const onDisk = new Set<string>();
  for (const { server, appUrl } of [a, b]) {
    const { html, assets } = await assetsOfHome(server.url);
    expect(html).toContain(`<link rel="canonical" href="${appUrl}/"`);
    expect(assets.size).toBeGreaterThan(5);
    expect([...assets].filter(([, status]) => status !== 200)).toEqual([]);
    for (const url of assets.keys()) if (fs.existsSync(path.join(buildDir, "client", url))) onDisk.add(url);
  }
  // The first build's chunks are gone from the disk (the second replaced them): still served.
  const total = new Set([...(await assetsOfHome(a.server.url)).assets.keys(), ...(await assetsOfHome(b.server.url)).assets.keys()]);
  expect(onDisk.size).toBeLessThan(total.size);
  expect(fs.readdirSync(buildDir).sort()).toEqual([".stamp", "client"]);
}, 300_000);
