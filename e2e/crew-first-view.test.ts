import path from "node:path";
import type { Page } from "playwright-core";
import { expect, test } from "vitest";
import { businessDay } from "../src/shared/business-time";
import { FIRST_DATA_ID, FIRST_VIEW_ID, FIRST_VIEW_MARK } from "../src/shared/crew-page";
import { CREW_CACHE } from "../src/shared/crew-worker";
import { MOBILE, axeViolations, baseUrl, useBrowser } from "./support/browser";
import { crewOf, joinAsStaff, staff } from "./support/staff-api";

// The crew page's first view (decision 072), on the real server: a cleaner's load of /crew/ shows
// their day from the HTML alone, in their language, before any of the page's code has arrived;
// with its code the page shows the same day without asking the server for it again, and what its
// service worker keeps is the page without anyone's day.

const SHOTS = path.resolve(import.meta.dirname, "../.tmp");
const { newPage } = useBrowser();
const today = businessDay();
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const WORDS = {
  en: { heading: "Your visits", today: "Today", window: "6:00 AM – 9:00 PM", welcome: "Welcome, " },
  fr: { heading: "Vos visites", today: "Aujourd’hui", window: "De 6\u00a0h à 21\u00a0h", welcome: "Bienvenue, " },
};

/** A cleaner in `language`, signed in on a new phone, with a visit today; the page and the visit's id. */
async function cleanerWithAVisit(language: "en" | "fr") {
  const account = { email: `first.${language}.${run}@example.com`, username: `first${language}${run}`, password: "a long crew passphrase 42" };
  await joinAsStaff(account, "cleaner", language);
  const clientName = `First View Client ${language} ${run}`;
  const client = await staff("POST", "/api/admin/clients", {
    fullName: clientName,
    phoneNumber: "613-555-0178",
    addresses: [{ street: "45 Sparks St", city: "Ottawa", province: "ON", postalCode: "K1P 5A8", accessNotes: `Lockbox ${run}` }],
  });
  const { visit } = await staff("POST", "/api/admin/service-visits", {
    clientId: client.id,
    addressId: client.addresses[0].id,
    date: today,
    windowStart: "06:00",
    windowEnd: "21:00",
    service: "Office cleaning",
    crew: await crewOf(account.username),
  });
  const phone = await newPage(MOBILE);
  const signIn = await phone.context().request.post("/api/auth/sign-in/email", {
    data: { email: account.email, password: account.password },
    headers: { Origin: baseUrl() },
  });
  expect(signIn.status()).toBe(200);
  return { phone, account, clientName, visitId: visit.id as string };
}

/** The page's requests to the crew API (each visit's photos and checklist are asked for apart) and its errors, from now on. */
function watch(page: Page) {
  const asked: string[] = [];
  const errors: string[] = [];
  page.on("request", (r) => {
    if (new URL(r.url()).pathname.startsWith("/api/crew/")) asked.push(new URL(r.url()).pathname);
  });
  page.on("console", (m) => void (m.type() === "error" && errors.push(m.text())));
  page.on("pageerror", (e) => errors.push(e.message));
  return { asked, errors };
}

for (const language of ["en", "fr"] as const) {
  test(`in ${language}: the day from the HTML before the page's code; then the page's own, not asked for again; the worker keeps no one's day`, async () => {
    const { phone, account, clientName, visitId } = await cleanerWithAVisit(language);
    const words = WORDS[language];

    // The HTML alone, as a phone shows it before any of the page's code has arrived (scripts off).
    const bare = await phone.context().browser()!.newContext({ viewport: MOBILE, baseURL: baseUrl(), javaScriptEnabled: false });
    await bare.addCookies(await phone.context().cookies());
    const html = await bare.newPage();
    await html.goto("/crew/");
    const first = html.locator(`#${FIRST_VIEW_ID}`);
    const text = await first.innerText();
    for (const expected of [
      words.welcome + account.username,
      words.heading,
      words.today,
      words.window,
      "Office cleaning",
      clientName,
      "45 Sparks St, Ottawa, ON K1P 5A8",
    ]) {
      expect(text).toContain(expected);
    }
    // Today's entry details too; a picture of the day, nothing to reach by keyboard or screen reader.
    expect(text).toContain(`Lockbox ${run}`);
    expect(await first.getAttribute("aria-hidden")).toBe("true");
    expect(await html.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await html.screenshot({ path: path.join(SHOTS, `crew-first-view-${language}.png`), fullPage: true });
    await bare.close();

    // With its code the page shows the day itself, from the answers the server wrote in: the crew
    // API is not asked, the first view and its data are gone, hydration had nothing to say.
    const { asked, errors } = watch(phone);
    await phone.goto("/crew/");
    const card = phone.locator(`[data-crew-visit="${visitId}"]`);
    await card.waitFor();
    await phone.getByRole("heading", { level: 1, name: words.heading }).waitFor();
    expect(await card.textContent()).toContain(`Lockbox ${run}`);
    expect(await phone.locator(`#${FIRST_VIEW_ID}, #${FIRST_DATA_ID}`).count()).toBe(0);
    expect(asked.filter((p) => p === "/api/crew/visits")).toEqual([]);
    expect(errors).toEqual([]);
    expect(await axeViolations(phone)).toEqual([]);

    // The service worker's copy of the page is the page as built: no one's day, no entry details.
    const kept = async () =>
      phone.evaluate(async (cache) => {
        const res = await (await caches.open(cache)).match("/crew/");
        return res ? res.text() : null;
      }, CREW_CACHE);
    await expect.poll(kept, { timeout: 15_000 }).not.toBeNull();
    const shell = (await kept())!;
    expect(shell).toContain(FIRST_VIEW_MARK);
    expect(shell).not.toContain(clientName);
    expect(shell).not.toContain(`Lockbox ${run}`);

    // Loaded again through the worker (it fetches the page as the browser would): the day is
    // written in again, and the worker still keeps the page without it.
    await expect.poll(() => phone.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    asked.length = 0;
    await phone.reload();
    await card.waitFor();
    expect(await phone.locator(`#${FIRST_VIEW_ID}, #${FIRST_DATA_ID}`).count()).toBe(0);
    expect(asked.filter((p) => p === "/api/crew/visits")).toEqual([]);
    const again = (await kept())!;
    expect(again).not.toContain(clientName);
    expect(errors).toEqual([]);
  });
}
