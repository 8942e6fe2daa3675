import fs from "node:fs";
import path from "node:path";
import { FIRST_VIEW_MARK } from "../../shared/crew-page";
import { CREW_PATH } from "../../shared/crew-worker";
import { importsAfterFirstPaint, withModuleScript } from "../../shared/module-script";

/** The crew route's id in src/web/routes.ts. */
export const CREW_ROUTE_ID = "c";

/** The text face the page is set in (Latin, the variable weights): the first view is drawn in it. */
const TEXT_FONT = /url\((\/assets\/inter-latin-wght-normal-[\w-]+\.woff2)\)/;

/**
 * The crew page's own HTML (decisions 070, 072), `<client>/crew/index.html`: the SPA shell with
 * the mark where the server writes a signed-in staff member's day, drawn first. Nothing competes
 * with that first paint on a slow connection: the shell's module preloads are removed, its modules
 * are asked for once the page has painted (as a prerendered page's are, decision 014), and the text
 * face is preloaded, so the day is drawn in the face the page will draw it in. The server and the
 * crew's service worker serve it for /crew/.
 */
export function writeCrewShell(clientDir: string): void {
  const shell = fs.readFileSync(path.join(clientDir, "__spa-fallback.html"), "utf8");
  const css = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"/.exec(shell)?.[1];
  const font = css && TEXT_FONT.exec(fs.readFileSync(path.join(clientDir, css), "utf8"))?.[1];
  if (!font) throw new Error("the SPA shell's stylesheet names no Inter Latin face");
  const html = withModuleScript(shell, importsAfterFirstPaint)
    .replace(/<link rel="modulepreload" href="[^"]+"\/>/g, "")
    .replace("</head>", `<link rel="preload" href="${font}" as="font" type="font/woff2" crossorigin=""/></head>`)
    .replace(/<body([^>]*)>/, (body) => `${body}${FIRST_VIEW_MARK}`);
  if (!html.includes(FIRST_VIEW_MARK)) throw new Error("the SPA shell has no <body>");
  const file = path.join(clientDir, CREW_PATH.replace(/^\/|\/$/g, ""), "index.html");
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, html);
}
