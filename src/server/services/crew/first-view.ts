import { crewAddressLine, FIRST_DATA_ID, FIRST_VIEW_END, FIRST_VIEW_ID, FIRST_VIEW_MARK, type CrewFirstData } from "../../../shared/crew-page";
import { crewPageWords } from "../../../shared/i18n/crew-page";
import { crewPageWordsFr } from "../../../shared/i18n/crew-page-fr";
import { localeFormat } from "../../../shared/locale-format";
import type { Locale } from "../../../shared/locale";
import type { CrewVisit } from "../../../shared/schemas/crew";
import { escapeHtml, jsonInHtml } from "../../http/html-text";

// The crew page's first view (decision 072): the signed-in staff member's day as plain HTML, in
// their language, drawn with the page's own markup where the page will draw it. It is a picture
// only (hidden from assistive technology, no controls): the page's "Loading" status stays what a
// screen reader hears until the page itself shows the day and removes this. The entry details are
// drawn as the page draws them, within their window (decision 063), and their view recorded.

const WORDS: Record<Locale, typeof crewPageWords> = { en: crewPageWords, fr: crewPageWordsFr };

/** The company mark, as `LogoMark` (web/components/layout/logo.tsx) draws it. */
const LOGO_MARK =
  '<svg viewBox="0 0 32 32" aria-hidden="true" class="shrink-0 h-9 w-9"><rect width="32" height="32" rx="8" fill="#0b5f54"></rect>' +
  '<path d="M16 6c-4 6-7 9.5-7 13a7 7 0 0 0 14 0c0-3.5-3-7-7-13Z" fill="#ffffff"></path>' +
  '<path d="M13 20.5a3 3 0 0 0 3 3" stroke="#0b5f54" stroke-width="1.8" stroke-linecap="round" fill="none"></path></svg>';

type Page = { data: CrewFirstData; name: string; language: Locale; company: string };

/** `shell` (the crew page's HTML as built) with the first view and the page's first answers written at its mark. */
export function writeCrewFirstView(shell: string, page: Page): string {
  if (!shell.includes(FIRST_VIEW_MARK)) return shell;
  const written = `${FIRST_VIEW_MARK}${firstView(page)}<script type="application/json" id="${FIRST_DATA_ID}">${jsonInHtml(page.data)}</script>${FIRST_VIEW_END}`;
  // Only between the marks: what the service worker keeps of the page is the build's, to the byte.
  return shell.replace(FIRST_VIEW_MARK, () => written);
}

function firstView({ data, name, language, company }: Page): string {
  const t = WORDS[language];
  const format = localeFormat(language);
  const { today, visits } = data.day;
  // The page's card (crew-visit-card.tsx) without its controls: the same elements and classes, so
  // that the page's own card, drawn in its place, puts its text where this did (its controls follow).
  const card = (v: CrewVisit) => {
    const access = v.access ? (v.access.notes ?? t.noAccessNotes) : v.date > today ? t.accessLater : t.accessClosed;
    return (
      `<li class="rounded-xl bg-white p-4 shadow-sm ring-1 ring-line">` +
      `<p class="flex items-center gap-2 text-lg font-bold text-ink">${escapeHtml(t.window(format.clockTime(v.windowStart) ?? v.windowStart, format.clockTime(v.windowEnd) ?? v.windowEnd))}</p>` +
      (v.date !== today ? `<p class="text-sm font-medium text-muted">${escapeHtml(format.date(v.date) ?? v.date)}</p>` : "") +
      `<p class="mt-1 text-base font-semibold text-ink">${escapeHtml(v.service)}</p>` +
      `<p class="text-ink"><span class="sr-only">${escapeHtml(t.client)}</span>${escapeHtml(v.clientName)}</p>` +
      (v.status !== "scheduled" ? `<p class="mt-1 text-sm font-semibold text-muted">${escapeHtml(t.status[v.status])}</p>` : "") +
      `<div class="mt-3 flex items-start gap-2"><div class="min-w-0"><p class="text-ink"><span class="sr-only">${escapeHtml(t.address)}</span>${escapeHtml(crewAddressLine(v.address))}</p>` +
      `<span class="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-2">${escapeHtml(t.openMap)}</span></div></div>` +
      (v.crewNotes ? note(t.crewNotes, v.crewNotes, "whitespace-pre-line break-words text-ink") : "") +
      note(t.access, access, v.access?.notes ? "whitespace-pre-line break-words text-ink" : "text-sm text-muted") +
      `<div class="mt-4 space-y-1 text-sm">${checked(t.checkedIn, v.checkedInAt)}${checked(t.checkedOut, v.checkedOutAt)}</div>` +
      `</li>`
    );
  };
  const checked = (words: (time: string) => string, at: string | null) => (at ? `<p>${escapeHtml(words(format.time(at) ?? ""))}</p>` : "");
  const note = (title: string, text: string, textClass: string) =>
    `<div class="mt-2 flex items-start gap-2"><div class="min-w-0"><p class="text-sm font-semibold text-ink">${escapeHtml(title)}</p><p class="${textClass}">${escapeHtml(text)}</p></div></div>`;
  const list = (title: string, empty: string, shown: CrewVisit[]) =>
    `<div><p class="text-xl font-bold text-ink">${escapeHtml(title)}</p>` +
    (shown.length ? `<ul class="mt-3 space-y-4">${shown.map(card).join("")}</ul>` : `<p class="mt-2 text-muted">${escapeHtml(empty)}</p>`) +
    `</div>`;
  return (
    `<div id="${FIRST_VIEW_ID}" aria-hidden="true" inert class="min-h-dvh bg-surface">` +
    `<div class="sticky top-0 z-40 h-16 border-b border-line bg-white"><div class="mx-auto flex h-full max-w-3xl items-center gap-3 px-4">` +
    LOGO_MARK +
    `<span class="hidden text-lg font-bold leading-tight tracking-tight text-ink sm:inline">${escapeHtml(company)}</span>` +
    `<span class="inline-flex items-center rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold uppercase tracking-wider text-brand-800">${escapeHtml(t.badge)}</span>` +
    `<div class="ml-auto flex min-w-0 items-center gap-2 sm:gap-3"><p class="min-w-0 truncate text-sm font-medium text-ink">${escapeHtml(t.welcome(name))}</p></div>` +
    `</div></div>` +
    `<div class="mx-auto max-w-3xl px-4 py-8 sm:py-12">` +
    `<p class="text-2xl font-bold tracking-tight text-ink sm:text-3xl">${escapeHtml(t.heading)}</p>` +
    `<div class="mt-6 space-y-8">` +
    list(
      t.today,
      t.noneToday,
      visits.filter((v) => v.date === today),
    ) +
    list(
      t.week,
      t.noneWeek,
      visits.filter((v) => v.date !== today),
    ) +
    `</div></div></div>`
  );
}
