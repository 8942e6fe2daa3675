import { act, type ReactNode } from "react";
import { createRoot } from "react-dom/client";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { afterEach } from "vitest";
import { loadEnglishCore } from "~/i18n/index";
import { loadCatalog } from "~/i18n/locale";

// Component tests (happy-dom): render into the document inside a router, and clean up after each.
// The English core strings are loaded first, as the app's root layout waits for them (i18n/index.tsx).

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  document.body.innerHTML = "";
});

export async function render(ui: ReactNode): Promise<HTMLElement> {
  await loadCatalog(loadEnglishCore);
  const el = document.createElement("div");
  document.body.append(el);
  await act(async () => createRoot(el).render(<MemoryRouter>{ui}</MemoryRouter>));
  return el;
}

/** An element's text with runs of white space collapsed. */
export const text = (el: Element | null | undefined) => el?.textContent?.replace(/\s+/g, " ").trim() ?? "";

/**
 * Render pages at `at` inside a router with these routes and a fresh query client (no retries),
 * as the admin area does; `location()` answers the current path and query.
 */
export async function renderRoutes(routes: { path: string; element: ReactNode }[], at: string) {
  await loadCatalog(loadEnglishCore);
  const queries = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  let current = "";
  function Where() {
    const l = useLocation();
    current = l.pathname + l.search;
    return null;
  }
  const el = document.createElement("div");
  document.body.append(el);
  await act(async () =>
    createRoot(el).render(
      <QueryClientProvider client={queries}>
        <MemoryRouter initialEntries={[at]}>
          <Where />
          <Routes>
            {routes.map((r) => (
              <Route key={r.path} path={r.path} element={r.element} />
            ))}
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    ),
  );
  return { el, queries, location: () => current };
}
