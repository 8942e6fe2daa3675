import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";
import { FRENCH_PREFIX, paths } from "../shared/paths";

// The public pages, each in English at the root and in French under /fr: one route entry serves
// both (an optional "fr" segment), and each module reads its language from the path. Every route
// entry weighs on the manifest each public page downloads, and so does its id: ids are short (the
// default would be the module's path).
const fr = (path: string) => `${FRENCH_PREFIX.slice(1)}?${path ? `/${path}` : ""}`;

export default [
  layout("routes/public-layout.tsx", { id: "pub" }, [
    route(fr(""), "routes/home.tsx", { id: "home" }),
    route(fr("gallery"), "routes/gallery.tsx", { id: "gallery" }),
    route(fr("vacancy"), "routes/vacancy.tsx", { id: "vacancy" }),
    route(fr("get-quote"), "routes/get-quote.tsx", { id: "get-quote" }),
    route(fr("request"), "routes/get-quote.tsx", { id: "request" }),
    route(fr("privacy"), "routes/privacy.tsx", { id: "privacy" }),
    route(fr("*"), "routes/not-found.tsx", { id: "404" }),
  ]),
  route(fr("client-login"), "routes/client-login.tsx", { id: "login" }),
  // The page an unsubscribe link opens (decision 057): client-rendered, as it acts on its link's token.
  route(fr("unsubscribe"), "routes/unsubscribe.tsx", { id: "unsub" }),
  // The client portal: rendered in the browser only (not prerendered), behind the session gate.
  // (The dashboard itself is the index: a splat route does not match its parent's own address.)
  route("client-dashboard", "routes/client-portal.tsx", { id: "client" }, [
    index("routes/client-pages.tsx", { id: "portal-home" }),
    route("*", "routes/client-pages.tsx", { id: "portal" }),
  ]),
  // The admin area: one gate and one shell around every page (not prerendered). Its pages are the
  // routes of a table of their own (routes/admin-pages.tsx, of src/shared/admin-paths.ts) under one
  // entry here: one entry per page was over the public pages' budget (decision 046).
  layout("routes/admin-layout.tsx", { id: "adm" }, [
    route(`${paths.admin.slice(1)}/*`, "routes/admin-pages.tsx", { id: "admin" }),
    // /admin-dashboard, and the admin 404 for any address below it.
    route(`${paths.adminDashboard.slice(1)}/*`, "routes/admin-visitors.tsx", { id: "dash" }),
  ]),
  // The crew page (decision 070): /crew/, with its own gate; a one-letter id, for the public pages' manifest.
  route("crew/*", "routes/crew.tsx", { id: "c" }),
] satisfies RouteConfig;
