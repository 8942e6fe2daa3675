// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterEach, expect, test, vi } from "vitest";
import { loadEnglishCore } from "~/i18n/index";
import { loadCatalog } from "~/i18n/locale";
import { stubFetch } from "~/test/fetch-stub";
import { renderRoutes } from "~/test/render";
import { click, settle } from "~/test/form-controls";

const notify = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock("~/lib/notify", () => ({ notify, preloadToaster: () => undefined }));
const { LoginForm } = await import("./login-form");

afterEach(() => vi.unstubAllGlobals());

const QUOTE = "/client-dashboard/quotes/3f1c9a7e-5b2d-4c8e-9a1b-00000000000a";
const field = () => document.querySelector<HTMLInputElement>("#client-login-email")!;
const submit = () => document.querySelector<HTMLButtonElement>('button[type="submit"]')!;

test("sent here from a quote: the e-mail is filled in and the page to return to goes with the request", async () => {
  const { calls } = stubFetch(() => ({ body: { status: true } }));
  await renderRoutes([{ path: "/client-login", element: <LoginForm /> }], `/client-login?email=a%2Bb%40example.com&next=${encodeURIComponent(QUOTE)}`);
  expect(field().value).toBe("a+b@example.com");
  expect(submit().disabled).toBe(false);
  await click(submit());
  await settle();
  expect(calls.map((c) => [c.url.pathname, c.body])).toEqual([["/api/auth/sign-in/magic-link", { email: "a+b@example.com", next: QUOTE }]]);
});

test("the plain login page: an empty field, and only the e-mail is sent", async () => {
  const { calls } = stubFetch(() => ({ body: { status: true } }));
  await renderRoutes([{ path: "/client-login", element: <LoginForm /> }], "/client-login");
  expect(field().value).toBe("");
  expect(submit().disabled).toBe(true);
  field().value = "jane@example.com";
  field().form!.requestSubmit();
  await settle();
  expect(calls.map((c) => c.body)).toEqual([{ email: "jane@example.com" }]);
});

test("an address typed before the page's code ran is kept and enables the button once it runs", async () => {
  await loadCatalog(loadEnglishCore);
  const page = (
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={["/client-login"]}>
        <LoginForm />
      </MemoryRouter>
    </QueryClientProvider>
  );
  const el = document.createElement("div");
  el.innerHTML = renderToString(page);
  document.body.append(el);
  expect(submit().disabled).toBe(true);
  field().value = "early@example.com";
  await act(async () => void hydrateRoot(el, page));
  expect(field().value).toBe("early@example.com");
  expect(submit().disabled).toBe(false);
});
