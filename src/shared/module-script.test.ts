import { describe, expect, test, vi } from "vitest";
import { importsAfterFirstPaint, withModuleScript } from "./module-script";

const BODY = `import "/assets/core-en-a.js";
import "/assets/manifest-b.js";
import * as route0 from "/assets/root-c.js";
import * as route1 from "/assets/home-d.js";

  window.__reactRouterRouteModules = {"root":route0,"home":route1};

import("/assets/entry.client-e.js");`;

/** Runs a rewritten script with stand-ins for the browser: the imports it asks for, in order. */
async function run(script: string, visibility: "visible" | "hidden") {
  const asked: string[] = [];
  const frames: (() => void)[] = [];
  const win: { __reactRouterRouteModules?: unknown } = {};
  const importer = (url: string) => (asked.push(url), Promise.resolve({ url }));
  const preloaded: string[] = [];
  const doc = {
    visibilityState: visibility,
    createElement: () => ({}),
    head: { append: (link: { rel: string; href: string }) => preloaded.push(`${link.rel} ${link.href}`) },
  };
  const body = script.replaceAll("import(", "importer(");
  vi.useFakeTimers();
  try {
    new Function("importer", "window", "document", "requestAnimationFrame", body)(importer, win, doc, (f: () => void) => frames.push(f));
    const beforeFrame = [...asked];
    frames.splice(0).forEach((f) => f());
    await vi.runAllTimersAsync();
    return { beforeFrame, asked, preloaded, modules: win.__reactRouterRouteModules };
  } finally {
    vi.useRealTimers();
  }
}

describe("importsAfterFirstPaint", () => {
  test("imports nothing before the first frame, then preloads every module, evaluates them in order, then the entry with the route modules bound", async () => {
    const result = await run(importsAfterFirstPaint(BODY), "visible");
    expect(result.beforeFrame).toEqual([]);
    expect(result.preloaded).toEqual(
      ["/assets/core-en-a.js", "/assets/manifest-b.js", "/assets/root-c.js", "/assets/home-d.js"].map((u) => `modulepreload ${u}`),
    );
    expect(result.asked).toEqual(["/assets/core-en-a.js", "/assets/manifest-b.js", "/assets/root-c.js", "/assets/home-d.js", "/assets/entry.client-e.js"]);
    expect(result.modules).toEqual({ root: { url: "/assets/root-c.js" }, home: { url: "/assets/home-d.js" } });
  });

  test("a page in a background tab starts at once", async () => {
    const result = await run(importsAfterFirstPaint(BODY), "hidden");
    expect(result.beforeFrame.length).toBe(1);
  });

  test("an import of another form stops the build", () => {
    expect(() => importsAfterFirstPaint(`import { a } from "/assets/x.js";`)).toThrow(/does not defer/);
    expect(() => importsAfterFirstPaint(`console.log(1);`)).toThrow(/imports nothing/);
  });
});

describe("withModuleScript", () => {
  test("rewrites the module script's body only", () => {
    const html = `<script>a</script><script type="module" async="">b</script>`;
    expect(withModuleScript(html, (body) => body.toUpperCase())).toBe(`<script>a</script><script type="module" async="">B</script>`);
    expect(() => withModuleScript("<p></p>", (b) => b)).toThrow(/no module script/);
  });
});
