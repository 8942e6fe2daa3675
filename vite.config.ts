import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { browserSite, placeAndHours, resolveSite, sitePrivacyOfficer } from "./src/shared/site.ts";
import { plainDynamicImports } from "./scripts/plain-dynamic-imports.ts";
import { routeModuleErrors } from "./scripts/route-module-errors.ts";
import { crewServiceWorker } from "./scripts/crew-service-worker.ts";

// Modules of the layout that every public page renders (navigation, footer, buttons); its strings
// are in the page's language chunk (core-en, core-fr below).
const SHELL_MODULES =
  /src[\\/](web[\\/](components[\\/](layout[\\/](footer|logo|nav-icons|site-nav)|ui[\\/]button)|lib[\\/](scroll-to-top|use-section-nav|island|prerendered-html|page-meta)|i18n[\\/](index|en[\\/]home-meta)|site\.)|shared[\\/]paths)/;

// The site configuration (company name, contacts, hours) is read from the environment at build
// time and baked into the prerendered pages; `npm start` rebuilds when those variables change.
export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), routeModuleErrors(), plainDynamicImports(), crewServiceWorker()],
  define: {
    __SITE__: JSON.stringify(browserSite(resolveSite(process.env))),
    __SITE_PLACE__: JSON.stringify(placeAndHours(resolveSite(process.env))),
    __SITE_PRIVACY__: JSON.stringify(sitePrivacyOfficer(resolveSite(process.env))),
  },
  resolve: {
    alias: {
      "~": fileURLToPath(new URL("./src/web", import.meta.url)),
      "@shared": fileURLToPath(new URL("./src/shared", import.meta.url)),
    },
  },
  build: {
    sourcemap: false,
    // No preload helper in the bundle: the few `import()`s of the public pages load small parts.
    modulePreload: false,
    rolldownOptions: {
      output: {
        // The layout every public page hydrates first, with React and React Router, in one chunk:
        // one request, and it compresses better than a dozen small files.
        // Each language's core strings (and the French pages' titles) are a chunk of their own,
        // named so that the build can import a page's own with its first modules (entry.server.tsx).
        codeSplitting: {
          groups: [
            { name: "shell", test: SHELL_MODULES },
            { name: "core-en", test: /src[\\/]web[\\/]i18n[\\/]en[\\/](index|common)\.ts$/ },
            { name: "core-fr", test: /src[\\/]web[\\/]i18n[\\/]fr[\\/](core|index|common|home-meta)\.ts$/ },
            { name: "titles-fr", test: /src[\\/]web[\\/]i18n[\\/]fr[\\/]meta\.ts$/ },
          ],
        },
      },
    },
  },
});
