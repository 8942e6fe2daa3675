import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

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
    route("quotes", "routes/client-quotes.tsx"),
    route("invoices", "routes/client-invoices.tsx"),
  ]),
] satisfies RouteConfig;
