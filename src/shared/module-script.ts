// The module script React Router writes at the end of a prerendered page, and what the build does
// to it (entry.server.tsx). Runs at build time only.

const MODULE_SCRIPT = /(<script[^>]*type="module"[^>]*>)([\s\S]*?)(<\/script>)/;
const SIDE_EFFECT_IMPORT = /^import "([^"]+)";$/;
const NAMESPACE_IMPORT = /^import \* as ([A-Za-z_$][\w$]*) from "([^"]+)";$/;

/** `html` with `rewrite` applied to the body of its (first) module script. */
export function withModuleScript(html: string, rewrite: (body: string) => string): string {
  if (!MODULE_SCRIPT.test(html)) throw new Error("entry.server: the page has no module script");
  return html.replace(MODULE_SCRIPT, (_, open: string, body: string, close: string) => `${open}${rewrite(body)}${close}`);
}

/**
 * A module script whose static imports (`import "a"`, `import * as route0 from "b"`) wait for the
 * page's first frame: the same modules, fetched side by side once the browser has painted and
 * evaluated in their order, then the rest of the script with the same names bound. Static imports are fetched as soon as the
 * parser meets them, and on a slow connection those downloads share the line with the fonts and
 * images of the first paint (docs/decisions/014). A page opened in a background tab gets no frame
 * until it is shown, so it starts at once.
 */
export function importsAfterFirstPaint(body: string): string {
  const urls: string[] = [];
  const names: string[] = [];
  const rest: string[] = [];
  for (const line of body.split("\n")) {
    const statement = line.trim();
    const bare = SIDE_EFFECT_IMPORT.exec(statement);
    const named = NAMESPACE_IMPORT.exec(statement);
    if (bare) {
      urls.push(bare[1]!);
      names.push("");
    } else if (named) {
      urls.push(named[2]!);
      names.push(named[1]!);
    } else if (/^import\s/.test(statement)) {
      throw new Error(`entry.server: a static import of a form the build does not defer: ${statement}`);
    } else if (statement) rest.push(statement);
  }
  if (!urls.length) throw new Error("entry.server: the module script imports nothing");
  return [
    `const urls = ${JSON.stringify(urls)};`,
    // Fetched side by side (module preloads), evaluated one after the other in the script's order,
    // as its static imports were: the root layout's first module sets zod's CSP-safe mode before
    // any page module parses.
    `const start = async () => {`,
    `for (const href of urls) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));`,
    `const modules = [];`,
    `for (const url of urls) modules.push(await import(url));`,
    `const [${names.join(", ")}] = modules;`,
    ...rest,
    `};`,
    `if (document.visibilityState === "hidden") start();`,
    `else requestAnimationFrame(() => setTimeout(start));`,
  ].join("\n");
}
