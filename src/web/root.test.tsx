// @vitest-environment happy-dom
import { act } from "react";
import { createRoot } from "react-dom/client";
import { createRoutesStub, data } from "react-router";
import { afterEach, expect, test, vi } from "vitest";
import { ErrorBoundary } from "./root";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  document.body.innerHTML = "";
});

async function render(Component: () => never, loader?: () => never) {
  const Stub = createRoutesStub([{ path: "/", Component, ErrorBoundary, loader }]);
  const el = document.createElement("div");
  document.body.append(el);
  vi.spyOn(console, "error").mockImplementation(() => {});
  await act(async () => createRoot(el).render(<Stub initialEntries={["/"]} />));
  await vi.waitFor(() => expect(el.querySelector("h1")).not.toBeNull());
  return el;
}

test("an unexpected error shows the router error screen with its message", async () => {
  const el = await render(() => {
    throw new Error("Failed to load chunk");
  });
  expect(el.querySelector("h1")!.textContent).toBe("Unexpected Application Error");
  expect(el.textContent).toContain("Failed to load chunk");
});

test("an error response shows its status and status text", async () => {
  const el = await render(
    () => {
      throw new Error("not reached");
    },
    () => {
      throw data(null, { status: 404, statusText: "Not Found" });
    },
  );
  expect(el.querySelector("h1")!.textContent).toBe("Unexpected Application Error");
  expect(el.textContent).toContain("404 Not Found");
});
