import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { resolveSite } from "./src/shared/site";

// The site configuration (company name, contacts, hours) is read from the environment at build
// time and baked into the prerendered pages; `npm start` rebuilds when those variables change.
export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  define: { __SITE__: JSON.stringify(resolveSite(process.env)) },
  resolve: {
    alias: {
      "~": fileURLToPath(new URL("./src/web", import.meta.url)),
      "@shared": fileURLToPath(new URL("./src/shared", import.meta.url)),
    },
  },
  build: { sourcemap: false },
});
