// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act } from "react";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { render, text } from "~/test/render";
import { pagedList } from "./test-list";

const notify = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock("~/lib/notify", () => ({ notify }));
const { useBulkDelete } = await import("./use-bulk-delete");

const TEXT = {
  deleteSelected: (n: number) => `Delete Selected (${n})`,
  noSelection: { title: "No Selection", description: "Please select items to delete." },
  dialog: { title: (n: number) => `Delete ${n} things?`, description: "Gone for good.", cancel: "Cancel", confirm: "Delete", deleting: "Deleting..." },
  deleted: { title: "Deleted Successfully", description: (n: number) => `${n} deleted.` },
  failed: { title: "Delete Failed", description: "Failed to delete selected things." },
};

let ask: () => void;
function Page({ selection }: { selection: ReturnType<typeof pagedList> }) {
  const bulk = useBulkDelete({ endpoint: "/api/things/delete", invalidate: ["things"], selection, text: TEXT });
  ask = bulk.ask;
  return (
    <>
      {bulk.button}
      {bulk.dialog}
    </>
  );
}

const fetchMock = vi.fn<typeof fetch>();
let queries: QueryClient;
beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  fetchMock.mockReset();
  notify.success.mockClear();
  notify.error.mockClear();
  queries = new QueryClient();
});
afterEach(() => vi.unstubAllGlobals());

const mount = (selection: ReturnType<typeof pagedList>) =>
  render(
    <QueryClientProvider client={queries}>
      <Page selection={selection} />
    </QueryClientProvider>,
  );
const buttonNamed = (name: string) => [...document.querySelectorAll("button")].find((b) => text(b) === name) as HTMLButtonElement | undefined;
const settle = () => act(async () => new Promise((r) => setTimeout(r, 0)));

test("nothing ticked: no button, and asking says 'No Selection'", async () => {
  await mount(pagedList([{ id: "a" }]));
  expect(buttonNamed("Delete Selected (0)")).toBeUndefined();
  await act(async () => ask());
  expect(notify.error).toHaveBeenCalledWith("No Selection", "Please select items to delete.");
  expect(document.querySelector("[role=alertdialog]")).toBeNull();
});

test("ticked rows -> confirm -> POST of their ids -> toast, selection cleared, list read again", async () => {
  const selection = pagedList([{ id: "a" }, { id: "b" }, { id: "c" }], { selected: new Set(["a", "c"]) });
  const invalidate = vi.spyOn(queries, "invalidateQueries");
  fetchMock.mockResolvedValue(new Response(JSON.stringify({ deleted: 2 }), { status: 200, headers: { "Content-Type": "application/json" } }));
  await mount(selection);
  await act(async () => buttonNamed("Delete Selected (2)")!.click());
  const dialog = document.querySelector("[role=alertdialog]")!;
  expect(text(dialog)).toContain("Delete 2 things?");
  expect(fetchMock).not.toHaveBeenCalled();
  await act(async () => buttonNamed("Delete")!.click());
  await settle();
  expect(fetchMock).toHaveBeenCalledTimes(1);
  const [url, init] = fetchMock.mock.calls[0]!;
  expect([url, init?.method, JSON.parse(String(init?.body))]).toEqual(["/api/things/delete", "POST", { ids: ["a", "c"] }]);
  expect(notify.success).toHaveBeenCalledWith("Deleted Successfully", "2 deleted.");
  expect(selection.clear).toHaveBeenCalledTimes(1);
  expect(invalidate).toHaveBeenCalledWith({ queryKey: ["things"] });
  expect(document.querySelector("[role=alertdialog]")).toBeNull();
});

test("Cancel sends nothing; a refused delete says 'Delete Failed' and keeps the selection", async () => {
  const selection = pagedList([{ id: "a" }], { selected: new Set(["a"]) });
  fetchMock.mockResolvedValue(
    new Response(JSON.stringify({ error: { code: "internal", message: "Boom" } }), { status: 500, headers: { "Content-Type": "application/json" } }),
  );
  await mount(selection);
  await act(async () => buttonNamed("Delete Selected (1)")!.click());
  await act(async () => buttonNamed("Cancel")!.click());
  expect(fetchMock).not.toHaveBeenCalled();
  await act(async () => buttonNamed("Delete Selected (1)")!.click());
  await act(async () => buttonNamed("Delete")!.click());
  await settle();
  expect(notify.error).toHaveBeenCalledWith("Delete Failed", "Failed to delete selected things.");
  expect(notify.success).not.toHaveBeenCalled();
  expect(selection.clear).not.toHaveBeenCalled();
});
