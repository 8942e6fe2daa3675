// @vitest-environment happy-dom
import { act } from "react";
import { createRoot } from "react-dom/client";
import { MemoryRouter } from "react-router";
import { expect, test } from "vitest";
import { useLinkError } from "./use-link-error";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Probe() {
  return <p>{useLinkError().error ?? "none"}</p>;
}

async function errorAt(address: string) {
  const el = document.createElement("div");
  const root = createRoot(el);
  await act(async () =>
    root.render(
      <MemoryRouter initialEntries={[address]}>
        <Probe />
      </MemoryRouter>,
    ),
  );
  const shown = el.textContent;
  act(() => root.unmount());
  return shown;
}

test("a login link's error code names the failure", async () => {
  expect(await errorAt("/client-login?error=INVALID_TOKEN")).toBe("invalid");
  expect(await errorAt("/client-login?error=EXPIRED_TOKEN&error_description=x")).toBe("other");
  expect(await errorAt("/client-login")).toBe("none");
});
