import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";
import { FRENCH_PREFIX, paths } from "../shared/paths";

// The public pages, each in English at the root and in French under /fr: one route entry serves
// both (an optional "fr" segment), and each module reads its language from the path. Every route
// entry weighs on the manifest each public page downloads.
const fr = (path: string) => `${FRENCH_PREFIX.slice(1)}?${path ? `/${path}` : ""}`;

export default [
  layout("routes/public-layout.tsx", [
    route(fr(""), "routes/home.tsx", { id: "routes/home" }),
    route(fr("gallery"), "routes/gallery.tsx"),
    route(fr("vacancy"), "routes/vacancy.tsx"),
    route(fr("get-quote"), "routes/get-quote.tsx", { id: "get-quote" }),
    route(fr("request"), "routes/get-quote.tsx", { id: "request" }),
    route(fr("*"), "routes/not-found.tsx"),
  ]),
  route(fr("client-login"), "routes/client-login.tsx"),
  // The client portal: rendered in the browser only (not prerendered), behind the session gate.
  // (The dashboard itself is the index: a splat route does not match its parent's own address.)
  route("client-dashboard", "routes/client-portal.tsx", [
    index("routes/client-pages.tsx", { id: "portal-home" }),
    route("*", "routes/client-pages.tsx", { id: "portal" }),
  ]),
  // The admin area: one gate and one shell around every page (not prerendered). Its pages are
  // routes of a table of their own (src/shared/admin-paths.ts), under one entry: each entry here
  // weighs on the manifest every public page downloads (decision 046). Route ids are kept short
  // for the same reason.
  layout("routes/admin-layout.tsx", [
    route(`${paths.admin.slice(1)}/*`, "routes/admin-pages.tsx", { id: "admin" }),
    // /admin-dashboard, and the admin 404 for any address below it.
    route(`${paths.adminDashboard.slice(1)}/*`, "routes/admin-visitors.tsx", { id: "dash" }),
  ]),
] satisfies RouteConfig;
