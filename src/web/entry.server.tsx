import fs from "node:fs";
import path from "node:path";
import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type EntryContext } from "react-router";
import { localeOfPath } from "@shared/paths";
import { loadFrench as loadAssessment } from "./i18n/assessment-messages";
import { loadFrench as loadClientLogin } from "./i18n/client-login-messages";
import { loadFrench as loadConsultation } from "./i18n/consultation-messages";
import { loadFrench as loadContact } from "./i18n/contact-messages";
import { loadFrench as loadFooter } from "./i18n/footer-messages";
import { loadFrench as loadGallery } from "./i18n/gallery-messages";
import { loadFrench as loadLanding } from "./i18n/landing-messages";
import { loadFrench as loadPrivacy } from "./i18n/privacy-messages";
import { loadFrench as loadVacancy } from "./i18n/vacancy-messages";
import { loadEnglishCore, loadFrenchCore, loadFrenchTitles, readsFrenchTitles } from "./i18n/index";
import { loadFrenchForms } from "./i18n/form-language";
import { loadCatalog } from "./i18n/locale";
import { importsAfterFirstPaint, withModuleScript } from "@shared/module-script";

// A page's strings, loaded before it is rendered (English pages wait only for their core; a French
// page's every part waits for its French): a part that waited for its strings outside a Suspense
// boundary would leave React Router's hydration data out of the page.
const FRENCH: (() => Promise<unknown>)[] = [
  loadFrenchCore,
  loadFrenchTitles,
  loadAssessment,
  loadClientLogin,
  loadConsultation,
  loadContact,
  loadFooter,
  loadGallery,
  loadLanding,
  loadPrivacy,
  loadVacancy,
  loadFrenchForms,
];

// Runs only at build time: the public pages are prerendered (ssr: false). Every page is written
// once React has rendered all of it, so each part (lazily loaded ones included) is in the HTML in
// place: nothing is streamed in later by an inline script, and the page reads the same with
// JavaScript off.
export const streamTimeout = 5_000;

// React Router's <Scripts> adds a module preload for every module hydration needs. On a public
// page they compete with the stylesheet, the fonts and the images for the first paint (measured in
// docs/decisions/014), so prerendered pages go without: the module script at the end of the body
// asks for the modules once the page is parsed. The SPA shell of the portal and admin keeps them.
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;

/**
 * The chunks of strings a page renders with (see i18n/index.tsx): its language's core and, on a
 * French page other than the home page, the French titles. The page's module script imports them
 * beside its route modules, so they download in parallel instead of once the layout asks.
 */
function stringChunks(pathname: string): string[] {
  const names = [`core-${localeOfPath(pathname)}-`, ...(readsFrenchTitles(pathname) ? ["titles-fr-"] : [])];
  const files = fs.readdirSync(path.resolve(process.env.BUILD_DIR || "build", "client/assets"));
  return names.map((name) => {
    const file = files.find((f) => f.startsWith(name) && f.endsWith(".js"));
    if (!file) throw new Error(`entry.server: no ${name}*.js chunk in the client build (see vite.config.ts)`);
    return `/assets/${file}`;
  });
}

/** The page's module script with its string chunks imported first; on a prerendered page, its imports wait for the first paint. */
function finalModuleScript(html: string, pathname: string, prerendered: boolean): string {
  const imports = stringChunks(pathname)
    .map((url) => `import "${url}";\n`)
    .join("");
  return withModuleScript(html, (body) => (prerendered ? importsAfterFirstPaint(imports + body) : imports + body));
}

export default async function handleRequest(request: Request, status: number, headers: Headers, routerContext: EntryContext) {
  if (request.method.toUpperCase() === "HEAD") return new Response(null, { status, headers });
  const { pathname } = new URL(request.url);
  await Promise.all((localeOfPath(pathname) === "fr" ? FRENCH : [loadEnglishCore]).map((load) => loadCatalog(load)));

  return new Promise<Response>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
      final(callback) {
        clearTimeout(timeout);
        const html = Buffer.concat(chunks).toString("utf8");
        headers.set("Content-Type", "text/html");
        const prerendered = !routerContext.isSpaMode;
        const page = finalModuleScript(html, pathname, prerendered);
        resolve(new Response(prerendered ? page.replace(MODULE_PRELOAD, "") : page, { status, headers }));
        callback();
      },
    });
    const timeout = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      // React outlines a large finished part by default, to be moved in place by a script.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => pipe(sink),
      onShellError: reject,
      onError(error) {
        status = 500;
        console.error(error);
      },
    });
  });
}
