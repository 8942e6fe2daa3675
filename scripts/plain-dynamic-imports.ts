import type { Plugin } from "vite";

// Vite wraps every `import()` of the client in its preload helper (`__vitePreload(load, deps)`),
// which preloads a chunk's stylesheets and imports, and tells the window when that fails. This
// build has one stylesheet, linked by every page, and no module preloading (`modulePreload:
// false`), so every call gets no dependencies and the helper's 0.7 KB (brotli), in the chunk every
// page loads first, only calls `load()`. The client build gets a helper that does just that.
const HELPER = "\0vite/preload-helper.js";

export function plainDynamicImports(): Plugin {
  let replaced = false;
  return {
    name: "plain-dynamic-imports",
    apply: "build",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    resolveId: (id) => (id === HELPER ? id : null),
    load(id) {
      if (id !== HELPER) return null;
      replaced = true;
      return "export const __vitePreload = (load) => load();";
    },
    writeBundle(_options, bundle) {
      // Dependencies to preload are listed by a `__vite__mapDeps` table in the chunk that imports
      // them; this helper would drop them, so stop the build rather than lose a stylesheet.
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === "chunk" && chunk.code.includes("__vite__mapDeps")) {
          this.error(`${chunk.fileName}: a dynamic import has dependencies to preload; review scripts/plain-dynamic-imports.ts`);
        }
      }
    },
    buildEnd(error) {
      if (!error && !replaced) this.warn("Vite's preload helper was not asked for");
    },
  };
}
