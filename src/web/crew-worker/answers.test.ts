import { expect, test } from "vitest";
import { answerAsset, answerPage, dropOldCaches, keep, routeOf, type WorkerDeps } from "./answers";
import { CREW_CACHE } from "@shared/crew-worker";
import { FIRST_VIEW_END, FIRST_VIEW_ID, FIRST_VIEW_MARK } from "@shared/crew-page";

// The crew page's service worker's answers, against an in-memory Cache Storage and a network that
// can be cut: the page opens from the kept shell without a connection, assets come from the
// cache, a new build's shell drops the old assets, and the API is never the worker's.

const ORIGIN = "https://clean.example";

/** A Cache Storage of one cache, by URL. */
function memoryCaches() {
  const entries = new Map<string, { body: ArrayBuffer; init: ResponseInit }>();
  const keyOf = (r: RequestInfo | URL) => new URL(typeof r === "string" || r instanceof URL ? r : r.url, ORIGIN).href;
  const cache = {
    async match(r: RequestInfo | URL) {
      const e = entries.get(keyOf(r));
      return e && new Response(e.body.slice(0), e.init);
    },
    async put(r: RequestInfo | URL, res: Response) {
      entries.set(keyOf(r), { body: await res.arrayBuffer(), init: { status: res.status, headers: res.headers } });
    },
    async keys() {
      return [...entries.keys()].map((url) => ({ url }) as Request);
    },
    async delete(r: RequestInfo | URL) {
      return entries.delete(keyOf(r));
    },
  };
  const caches = { open: async (name: string) => (expect(name).toBe(CREW_CACHE), cache) } as unknown as CacheStorage;
  return { caches, urls: () => [...entries.keys()].map((u) => u.replace(ORIGIN, "")).sort() };
}

/** The network: `pages` by path; `down` throws as a cut connection does; `slow` never answers. */
function network(pages: Record<string, string>) {
  const state = { down: false, slow: false, status: 200, fetched: [] as string[] };
  const fetch = (async (input: RequestInfo | URL) => {
    const url = new URL(typeof input === "string" || input instanceof URL ? input : input.url, ORIGIN);
    state.fetched.push(url.pathname);
    if (state.down) throw new TypeError("Failed to fetch");
    if (state.slow) return new Promise<Response>(() => {});
    const body = pages[url.pathname];
    return body === undefined ? new Response("missing", { status: 404 }) : new Response(body, { status: state.status });
  }) as typeof globalThis.fetch;
  return { fetch, state };
}

const navigate = (path: string) => ({ method: "GET", url: ORIGIN + path, mode: "navigate" }) as Request;
const get = (path: string) => ({ method: "GET", url: ORIGIN + path, mode: "cors" }) as Request;

test("the worker answers the crew pages' loads and every asset request; nothing else", () => {
  expect(routeOf(navigate("/crew/"), ORIGIN)).toBe("page");
  expect(routeOf(navigate("/crew/visits/42"), ORIGIN)).toBe("page");
  expect(routeOf(get("/assets/crew-Ab12.js"), ORIGIN)).toBe("asset");
  for (const outside of [navigate("/admin"), get("/api/crew/visits"), { ...get("/assets/x.js"), method: "POST" }, get("/favicon.ico")]) {
    expect(routeOf(outside as Request, ORIGIN), outside.url).toBeUndefined();
  }
  expect(routeOf({ method: "GET", url: "https://cdn.example/assets/x.js", mode: "cors" } as Request, ORIGIN)).toBeUndefined();
});

test("a crew page opens from the kept shell without a connection, or when the connection answers nothing, or our server fails", async () => {
  const { caches } = memoryCaches();
  const net = network({ "/crew/": "<html>build 1</html>", "/crew/visits/42": "<html>build 1</html>" });
  const deps: WorkerDeps = { caches, fetch: net.fetch, origin: ORIGIN, pageTimeoutMs: 20 };
  expect(await (await answerPage(navigate("/crew/visits/42"), deps)).text()).toBe("<html>build 1</html>");
  net.state.down = true;
  expect(await (await answerPage(navigate("/crew/visits/7"), deps)).text()).toBe("<html>build 1</html>");
  net.state.down = false;
  net.state.slow = true;
  expect(await (await answerPage(navigate("/crew/"), deps)).text()).toBe("<html>build 1</html>");
  net.state.slow = false;
  net.state.status = 502;
  expect((await answerPage(navigate("/crew/"), deps)).status).toBe(200);
});

test("without a kept shell the network's answer or failure is the page's", async () => {
  const { caches } = memoryCaches();
  const net = network({});
  net.state.down = true;
  await expect(answerPage(navigate("/crew/"), { caches, fetch: net.fetch, origin: ORIGIN })).rejects.toThrow("Failed to fetch");
});

test("assets come from the cache once fetched; a new build's shell drops the old build's assets", async () => {
  const { caches, urls } = memoryCaches();
  const net = network({ "/crew/": "<html>build 1</html>", "/assets/crew-1.js": "one()" });
  const deps: WorkerDeps = { caches, fetch: net.fetch, origin: ORIGIN };
  await answerPage(navigate("/crew/"), deps);
  expect(await (await answerAsset(get("/assets/crew-1.js"), deps)).text()).toBe("one()");
  net.state.down = true;
  expect(await (await answerAsset(get("/assets/crew-1.js"), deps)).text()).toBe("one()");
  expect(net.state.fetched.filter((p) => p.startsWith("/assets/"))).toEqual(["/assets/crew-1.js"]);
  net.state.down = false;
  expect((await answerAsset(get("/assets/gone.js"), deps)).status).toBe(404);
  expect(urls()).toEqual(["/assets/crew-1.js", "/crew/"]);

  const next = network({ "/crew/": "<html>build 2</html>" });
  await answerPage(navigate("/crew/"), { ...deps, fetch: next.fetch });
  expect(urls()).toEqual(["/crew/"]);
});

test("what a page loaded before the worker controlled it is kept: its shell and its own origin's assets", async () => {
  const { caches, urls } = memoryCaches();
  const net = network({ "/crew/visits/42": "<html>build 1</html>", "/assets/a.js": "a", "/assets/b.css": "b" });
  const deps: WorkerDeps = { caches, fetch: net.fetch, origin: ORIGIN };
  await keep(
    {
      type: "keep",
      shell: "/crew/visits/42",
      urls: [`${ORIGIN}/assets/a.js`, `${ORIGIN}/assets/b.css`, `${ORIGIN}/api/crew/visits`, "https://cdn.example/assets/c.js", `${ORIGIN}/assets/missing.js`],
    },
    deps,
  );
  expect(urls()).toEqual(["/assets/a.js", "/assets/b.css", "/crew/"]);
  net.state.down = true;
  expect(await (await answerPage(navigate("/crew/"), deps)).text()).toBe("<html>build 1</html>");
});

test("the shell is kept without the day the server wrote for its person; the same build's shell keeps the assets", async () => {
  const { caches, urls } = memoryCaches();
  const shell = `<html><body>${FIRST_VIEW_MARK}<p>Loading</p></body></html>`;
  const withDay = shell.replace(
    FIRST_VIEW_MARK,
    `${FIRST_VIEW_MARK}<div>9:00 AM – 11:00 AM, 45 Sparks St</div><script type="application/json">{"access":"Lockbox 4821"}</script>${FIRST_VIEW_END}`,
  );
  const net = network({ "/crew/": withDay, "/assets/crew-1.js": "one()" });
  const deps: WorkerDeps = { caches, fetch: net.fetch, origin: ORIGIN };
  // The page itself gets the day; the cache only the shell as built.
  expect(await (await answerPage(navigate("/crew/"), deps)).text()).toBe(withDay);
  await answerAsset(get("/assets/crew-1.js"), deps);
  net.state.down = true;
  expect(await (await answerPage(navigate("/crew/"), deps)).text()).toBe(shell);
  // Another day written into the same build's shell is no new build: the assets stay.
  net.state.down = false;
  const next = network({ "/crew/": withDay.replace("45 Sparks St", "12 Elgin St") });
  await answerPage(navigate("/crew/"), { ...deps, fetch: next.fetch });
  expect(urls()).toEqual(["/assets/crew-1.js", "/crew/"]);
});

test("a page that lost its end mark is not kept: no one's day stays in the cache", async () => {
  const { caches, urls } = memoryCaches();
  const cut = `<html><body>${FIRST_VIEW_MARK}<div id="${FIRST_VIEW_ID}">Lockbox 4821</div><p>Loading</p></body></html>`;
  const net = network({ "/crew/": cut });
  expect(await (await answerPage(navigate("/crew/"), { caches, fetch: net.fetch, origin: ORIGIN })).text()).toBe(cut);
  expect(urls()).toEqual([]);
});

test("when the worker takes over, its earlier versions' caches go; the current one and other caches stay", async () => {
  const names = new Set(["crew-v1", CREW_CACHE, "other-app"]);
  const caches = { keys: async () => [...names], delete: async (name: string) => names.delete(name) } as unknown as CacheStorage;
  await dropOldCaches({ caches });
  expect([...names].sort()).toEqual([CREW_CACHE, "other-app"].sort());
});
