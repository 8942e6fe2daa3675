import type { Page } from "playwright-core";

// What a failed browser test leaves in the log, so that a failure on a machine where no one can
// look at the page still says what the page showed: its address, its toasts, alerts and invalid
// fields, the requests the server refused or failed, and the server's own warnings.

/** Collects a page's failed requests and errors from now on; `report` says what the page shows. */
export function watchForReport(page: Page): { report: () => Promise<string> } {
  const events: string[] = [];
  const note = (line: string) => void (events.push(line) > 30 && events.shift());
  page.on("response", (r) => void (r.status() >= 400 && note(`${r.status()} ${r.request().method()} ${new URL(r.url()).pathname}`)));
  // A load cut short by the page going elsewhere (net::ERR_ABORTED) is no trouble.
  page.on("requestfailed", (r) => {
    const why = r.failure()?.errorText ?? "";
    if (!why.includes("ERR_ABORTED")) note(`failed ${r.method()} ${new URL(r.url()).pathname}: ${why}`);
  });
  page.on("pageerror", (e) => note(`page error: ${e.message}`));
  page.on("console", (m) => void (m.type() === "error" && note(`console: ${m.text()}`)));
  const report = async () => {
    if (page.isClosed()) return "(closed)";
    const shown = await page
      .evaluate(() => {
        const text = (selector: string) =>
          [...document.querySelectorAll(selector)].map((e) => (e as HTMLElement).innerText.replace(/\s+/g, " ").trim()).filter(Boolean);
        const invalid = [...document.querySelectorAll('[aria-invalid="true"]')].map((e) => (e as HTMLInputElement).name || e.id);
        return { toasts: text("[data-sonner-toast]"), alerts: text('[role="alert"]'), invalid, heading: text("h1") };
      })
      .catch((e: Error) => ({ unreadable: e.message }));
    return [`url: ${page.url()}`, `shown: ${JSON.stringify(shown)}`, ...events].join("\n  ");
  };
  return { report };
}

/** The server log's warnings and errors (pino's JSON lines, level 40 and above), the last few. */
export function serverTrouble(log: string, last = 15): string[] {
  return log
    .split("\n")
    .filter((line) => /"level":\s*([4-6]\d)/.test(line))
    .slice(-last)
    .map((line) => line.slice(0, 600));
}
