import stylesheet from "./app.css?url";
import "./lib/zod-csp";
import type { ComponentProps, ReactNode } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse, useRouteError } from "react-router";
import { Button } from "./components/ui/button";
import { VisitTracker } from "./features/visits/visit-tracker";
import { LOCALE_TAGS } from "@shared/locale";
import { useMessages, usePageStrings } from "./i18n/index";
import { useLocale } from "./i18n/locale";

// React Router passes these on to its script elements; its types leave `fetchPriority` out.
const LOW_PRIORITY = { fetchPriority: "low" } as ComponentProps<typeof Scripts>;

export function Layout({ children }: { children: ReactNode }) {
  const locale = useLocale();
  // A page renders (and hydrates) once its strings and title have loaded.
  usePageStrings();
  return (
    <html lang={LOCALE_TAGS[locale]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b5f54" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* With a precedence React emits the stylesheet first in <head>, ahead of anything a script
            could add (<Links /> would put it after React Router's module preloads). */}
        <link rel="stylesheet" href={stylesheet} precedence="default" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        {/* The page paints from its HTML, CSS and fonts; its modules load behind them. */}
        <Scripts {...LOW_PRIORITY} />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <>
      <Outlet />
      <VisitTracker />
    </>
  );
}

// A module that could not be downloaded (Chromium, WebKit and Firefox word it this way).
const LOAD_FAILED = /dynamically imported module|Importing a module script failed/;

/**
 * The router error screen (spec: "Unexpected Application Error", with the message or status).
 * Code that failed to download (route modules included: see scripts/route-module-errors.ts) says
 * so; every error offers to reload the page.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  const m = useMessages().routeError;
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? error.message : m.unknown;
  return (
    // data-route-error: the crew page's picture of the day gives way to it (app.css, decision 072).
    <main data-route-error className="mx-auto max-w-2xl px-6 py-24">
      <title>{m.title}</title>
      <h1 className="text-2xl font-bold text-ink">{m.heading}</h1>
      {LOAD_FAILED.test(detail) ? <p className="mt-4 text-ink">{m.loadFailed}</p> : null}
      <p className="mt-4 rounded-md bg-surface p-4 font-mono text-sm text-muted">{detail}</p>
      <Button className="mt-6" onClick={() => window.location.reload()}>
        {m.reload}
      </Button>
    </main>
  );
}

export function HydrateFallback() {
  const m = useMessages();
  return (
    <p className="p-8 text-muted" role="status">
      {m.common.loading}
    </p>
  );
}
