import fs from "node:fs";
import path from "node:path";
import { CREW_PATH } from "../../shared/crew-worker";
import { bootstrapImports, moduleImports, routeManifest } from "./module-graph";

/** The crew route's id in src/web/routes.ts. */
export const CREW_ROUTE_ID = "c";

/**
 * The crew page's own HTML (decision 070): the SPA shell with `modulepreload` links for the crew
 * route's module and the page's chunk (its lazy import) with their static imports. Without them a
 * phone finds each one only when the module before it has run: three round trips in a row before
 * the day is asked for. Written as `<client>/crew/index.html`, which the server and the crew's
 * service worker serve for /crew/. Returns the URLs preloaded.
 */
export function writeCrewShell(clientDir: string): string[] {
  const read = (url: string) => fs.readFileSync(path.join(clientDir, url), "utf8");
  const shell = fs.readFileSync(path.join(clientDir, "__spa-fallback.html"), "utf8");
  const manifest = routeManifest(shell, read);
  const route = manifest.routes[CREW_ROUTE_ID];
  if (!route) throw new Error(`no route "${CREW_ROUTE_ID}" in the route manifest`);
  // What the shell already preloads or imports is not named again.
  const known = new Set([...shell.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]!).concat(bootstrapImports(shell)));
  const preload: string[] = [];
  const visit = (url: string) => {
    if (known.has(url)) return;
    known.add(url);
    preload.push(url);
    for (const next of moduleImports(url, read(url), false)) visit(next);
  };
  visit(route.module);
  // The page's chunk: the route module's one lazy import (src/web/routes/crew.tsx).
  for (const lazy of moduleImports(route.module, read(route.module), true).filter((u) => /\/crew-root-[\w-]+\.js$/.test(u))) visit(lazy);
  const links = preload.map((url) => `<link rel="modulepreload" href="${url}"/>`).join("");
  const html = shell.replace("</head>", `${links}</head>`);
  if (html === shell) throw new Error("the SPA shell has no </head>");
  const file = path.join(clientDir, CREW_PATH.replace(/^\/|\/$/g, ""), "index.html");
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, html);
  return preload;
}
