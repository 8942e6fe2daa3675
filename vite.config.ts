import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { browserSite, placeAndHours, resolveSite } from "./src/shared/site";
import { routeModuleErrors } from "./scripts/route-module-errors";

// Modules of the layout that every public page renders (navigation, footer, buttons, core strings).
const SHELL_MODULES =
  /src[\\/](web[\\/](components[\\/](layout[\\/](footer|logo|nav-icons|site-nav)|ui[\\/]button)|lib[\\/](scroll-to-top|use-section-nav|notify|island|prerendered-html|page-meta)|i18n[\\/](index|en[\\/](index|common|home-meta))|site\.)|shared[\\/]paths)/;

// The site configuration (company name, contacts, hours) is read from the environment at build
// time and baked into the prerendered pages; `npm start` rebuilds when those variables change.
export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), routeModuleErrors()],
  define: { __SITE__: JSON.stringify(browserSite(resolveSite(process.env))), __SITE_PLACE__: JSON.stringify(placeAndHours(resolveSite(process.env))) },
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
        codeSplitting: { groups: [{ name: "shell", test: SHELL_MODULES }] },
      },
    },
  },
});
