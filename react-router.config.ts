import type { Config } from "@react-router/dev/config";
import { NOT_FOUND_PRERENDER_PATHS, PRERENDERED_PATHS } from "./src/shared/prerendered-paths";

// Public pages are prerendered to HTML at build time and hydrated; portal and admin stay an SPA.
// BUILD_DIR: see src/server/web-build/build-dir.ts (`npm run build` points it at a temporary
// directory, swapped in when complete).
export default {
  appDirectory: "src/web",
  buildDirectory: process.env.BUILD_DIR || "build",
  ssr: false,
  prerender: [...PRERENDERED_PATHS, ...NOT_FOUND_PRERENDER_PATHS],
} satisfies Config;
