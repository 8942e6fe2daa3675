// @vitest-environment happy-dom
import "fake-indexeddb/auto";
import { isDeepStrictEqual } from "node:util";
import { act, Suspense } from "react";
import { afterEach, expect, test } from "vitest";
import { LocaleProvider } from "~/i18n/locale";
import { createOutbox, type Outbox } from "~/lib/offline/outbox";
import { render, text } from "~/test/render";
import { OutboxStatus } from "./outbox-status";

// What the crew page shows of its outbox, in English and French: the count waiting, why nothing
// goes without a connection, a refusal in the server's words with Try Again and Discard.

const opened: Outbox[] = [];
/** Each line of a change in the list. */
const lines = (li: Element | undefined) => [...(li?.querySelectorAll("p") ?? [])].map(text);
/**
 * Wait until `read()` gives `value`: the outbox updates the page as IndexedDB answers. Short act
 * scopes, each flushing what React was given meanwhile (a French catalog that loaded too).
 */
async function until(read: () => unknown, value: unknown) {
  for (let tries = 0; tries < 200 && !isDeepStrictEqual(read(), value); tries++) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  }
  expect(read()).toEqual(value);
}
afterEach(() => opened.splice(0).forEach((o) => o.close()));
let n = 0;

/** An outbox whose server refuses the check-out, with no connection until `connect()`. */
function outbox() {
  const net = { online: false, wake: () => {} };
  const box = createOutbox({
    dbName: `status-${++n}`,
    locks: null,
    channel: null,
    online: () => net.online,
    onOnline: (wake) => ((net.wake = wake), () => {}),
    sleep: async () => {},
    fetch: async (path) =>
      String(path).endsWith("check-out")
        ? Response.json({ error: { code: "conflict", message: "This visit is cancelled: there is nothing to change." } }, { status: 409 })
        : Response.json({}, { status: 201 }),
  });
  opened.push(box);
  return { box, connect: () => ((net.online = true), net.wake()) };
}

test("offline, changes wait; once connected, a refused one says why and can be discarded", async () => {
  const { box, connect } = outbox();
  await box.add({ method: "POST", path: "/api/crew/visits/1/check-out", label: "Check-out", scope: "visit:1" });
  await box.add({ method: "POST", path: "/api/crew/visits/1/notes", json: { text: "Stairs" }, label: "Note", scope: "visit:1" });
  const el = await render(<OutboxStatus outbox={box} />);
  await until(() => text(el.querySelector("[role=status]")), "2 changes waiting to send");
  expect(text(el)).toContain("No connection: what you do is kept on this phone and sent when the connection returns.");
  expect([...el.querySelectorAll("li")].map(lines)).toEqual([
    ["Check-out", expect.stringMatching(/^Made at \d{1,2}:\d{2} [AP]M$/), "Waiting to send"],
    ["Note", expect.stringMatching(/^Made at /), "Waiting to send"],
  ]);

  await act(async () => connect());
  await until(() => lines(el.querySelector("li")!)[2], "Not sent: This visit is cancelled: there is nothing to change.");
  expect(lines(el.querySelectorAll("li")[1])[2]).toBe("Waits for a change above that was not sent.");
  expect([...el.querySelectorAll("button")].map((b) => b.getAttribute("aria-label"))).toEqual(["Try Again: Check-out", "Discard: Check-out"]);

  await act(async () => el.querySelector<HTMLButtonElement>("button[aria-label='Discard: Check-out']")!.click());
  await until(() => text(el.querySelector("[role=status]")), "Everything is sent.");
});

test("in French", async () => {
  const { box } = outbox();
  await box.add({ method: "POST", path: "/api/crew/visits/1/notes", json: {}, label: "Remarque" });
  const el = await render(
    <LocaleProvider value="fr">
      <Suspense>
        <OutboxStatus outbox={box} />
      </Suspense>
    </LocaleProvider>,
  );
  await until(() => el.querySelector("[role=status]")?.textContent, "1\u00a0modification en attente d’envoi");
  expect(el.textContent).toContain("Aucune connexion\u00a0: ce que vous faites est gardé sur ce téléphone");
  expect(lines(el.querySelector("li")!)).toEqual(["Remarque", expect.stringMatching(/^Fait à \d{1,2} h \d{2}$/), "En attente d’envoi"]);
});
