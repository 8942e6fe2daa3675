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
    renderChunk(code, chunk) {
      // A dependency list would be dropped: stop the build rather than lose a stylesheet.
      if (/__vitePreload\([^)]*\)\s*,\s*\[\s*["'`]/.test(code))
        this.error(`${chunk.fileName}: a dynamic import has dependencies to preload; review scripts/plain-dynamic-imports.ts`);
      return null;
    },
    buildEnd(error) {
      if (!error && !replaced) this.warn("Vite's preload helper was not asked for");
    },
  };
}
