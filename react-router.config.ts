import type { Config } from "@react-router/dev/config";
import { NOT_FOUND_PRERENDER_PATH, PRERENDERED_PATHS } from "./src/shared/paths";

// Public pages are prerendered to HTML at build time and hydrated; portal and admin stay an SPA.
export default {
  appDirectory: "src/web",
  buildDirectory: "build",
  ssr: false,
  prerender: [...PRERENDERED_PATHS, NOT_FOUND_PRERENDER_PATH],
} satisfies Config;
