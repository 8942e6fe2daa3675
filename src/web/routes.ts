import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";
import { paths } from "../shared/paths";
import { ADMIN_LEAD_ROUTES, adminPaths } from "../shared/admin-paths";

export default [
  layout("routes/public-layout.tsx", [
    index("routes/home.tsx"),
    route("gallery", "routes/gallery.tsx"),
    route("vacancy", "routes/vacancy.tsx"),
    route("get-quote", "routes/get-quote.tsx", { id: "get-quote" }),
    route("request", "routes/get-quote.tsx", { id: "request" }),
    route("*", "routes/not-found.tsx"),
  ]),
  route("client-login", "routes/client-login.tsx"),
  // The client portal: rendered in the browser only (not prerendered), behind the session gate.
  route("client-dashboard", "routes/client-portal.tsx", [
    index("routes/client-dashboard.tsx"),
    route("quotes/*", "routes/client-quotes.tsx"),
    route("invoices/*", "routes/client-invoices.tsx"),
    route("messages", "routes/client-messages.tsx"),
  ]),
  // The admin area: one gate and one shell around every page (not prerendered). Route ids are kept
  // short: the manifest every public page downloads carries them.
  layout("routes/admin-layout.tsx", [
    route(paths.admin.slice(1), "routes/admin.tsx"),
    route("admin/quote/:assessmentId", "routes/admin-hubs.tsx", { id: "admin-quote" }),
    route(paths.adminDashboard.slice(1), "routes/admin-visitors.tsx"),
    route(ADMIN_LEAD_ROUTES.list.slice(1), "routes/admin-leads.tsx", { id: "admin-leads" }),
    route(ADMIN_LEAD_ROUTES.manage.slice(1), "routes/admin-leads.tsx", { id: "leads-manage" }),
    route(ADMIN_LEAD_ROUTES.editPick.slice(1), "routes/admin-leads-pick-edit.tsx"),
    route(ADMIN_LEAD_ROUTES.deletePick.slice(1), "routes/admin-leads-pick-delete.tsx"),
    route(ADMIN_LEAD_ROUTES.capture.slice(1), "routes/admin-lead-capture.tsx"),
    route(ADMIN_LEAD_ROUTES.create.slice(1), "routes/admin-lead-create.tsx"),
    route(ADMIN_LEAD_ROUTES.edit.slice(1), "routes/admin-lead-edit.tsx"),
    route(ADMIN_LEAD_ROUTES.view.slice(1), "routes/admin-lead-view.tsx"),
    route(`${adminPaths.clients.slice(1)}/*`, "routes/admin-clients.tsx"),
    // /admin/quotes, /admin/invoices, /admin/visits and /admin/messaging and below, in one entry: every route entry
    // weighs on the manifest each public page downloads. The module picks the pages by the section
    // (an unknown one is the admin 404); the static routes around it win over it.
    route("admin/:section/*", "routes/admin-hubs.tsx", { id: "admin-hubs" }),
    route("admin/*", "routes/admin-not-found.tsx", { id: "admin-404" }),
    route("admin-dashboard/*", "routes/admin-not-found.tsx", { id: "dash-404" }),
  ]),
] satisfies RouteConfig;
