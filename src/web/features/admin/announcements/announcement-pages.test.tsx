// @vitest-environment happy-dom
import { expect, test, vi } from "vitest";
import type { AnnouncementDetail, AnnouncementRecipients } from "@shared/schemas/announcements";
import { stubFetch } from "~/test/fetch-stub";
import { renderRoutes, text } from "~/test/render";

// An announcement's page against a stand-in server (decisions 057, 059): the counts of what became
// of its e-mails, and each person, those not sent first with why (they unsubscribed, or their
// implied consent lapsed, before it went out).
vi.hoisted(() => {
  (globalThis as Record<string, unknown>).__SITE__ = { companyName: "Test Cleaning", supportPhone: "613-555-0199" };
});
const notify = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock("~/lib/notify", () => ({ notify }));
const { adminRoute, resetBetweenTests, until } = await import("../page-tests");
await import("./announcement-pages");

const ID = "6a1c9a7e-5b2d-4c8e-9a1b-0000000000c1";
const detail: AnnouncementDetail = {
  id: ID,
  subjectEn: "Spring offer",
  subjectFr: "Offre du printemps",
  bodyEn: "Save 10% in April.",
  bodyFr: "Économisez 10 % en avril.",
  createdAt: "2026-11-20T15:00:00.000Z",
  updatedAt: "2026-11-20T15:00:00.000Z",
  sentAt: "2026-11-23T18:05:00.000Z",
  recipientCount: 4,
  createdBy: "boss",
  sentBy: "boss",
  audience: null,
  mailingAddressSet: true,
  canSend: true,
};
const recipients: AnnouncementRecipients = {
  counts: { queued: 1, sent: 1, retrying: 0, failed: 0, withheld: 2 },
  total: 4,
  recipients: [
    {
      email: "marie@example.com",
      language: "fr",
      state: "withheld",
      at: "2026-11-23T18:06:00.000Z",
      withheldBecause: { consent: "none", since: "2026-11-23T17:00:00.000Z" },
    },
    {
      email: "paul@example.com",
      language: "en",
      state: "withheld",
      at: "2026-11-23T18:06:00.000Z",
      withheldBecause: { consent: "withdrawn", since: "2026-11-23T18:05:30.000Z" },
    },
    { email: "zoe@example.com", language: "en", state: "queued", at: null, withheldBecause: null },
    { email: "ann@example.com", language: "en", state: "sent", at: "2026-11-23T18:06:00.000Z", withheldBecause: null },
  ],
};

resetBetweenTests();

test("a sent announcement says whom it went to, and who was not sent it because their consent had ended", async () => {
  stubFetch((url) => {
    if (url.pathname === `/api/admin/announcements/${ID}`) return { body: detail };
    if (url.pathname === `/api/admin/announcements/${ID}/recipients`) return { body: recipients };
    if (url.pathname === `/api/admin/announcements/${ID}/preview`) return { body: { en: { subject: "s", text: "t" }, fr: { subject: "s", text: "t" } } };
  });
  await renderRoutes([adminRoute], `/admin/announcements/${ID}`);
  await until(() => document.querySelectorAll("[data-recipient]").length > 0);

  const counts = [...document.querySelectorAll("[data-count]")].map((c) => [text(c.querySelector("dt")), text(c.querySelector("dd"))]);
  expect(counts).toEqual([
    ["Sent", "1"],
    ["Waiting", "1"],
    ["Failed", "0"],
    ["Not sent", "2"],
  ]);
  const rows = [...document.querySelectorAll("[data-recipient]")].map((r) => [
    r.getAttribute("data-recipient"),
    text(r.querySelector("[data-email-state]")),
    text(r.querySelector("[data-outcome]")),
  ]);
  expect(rows).toEqual([
    ["marie@example.com", "Not sent: no consent", "Their implied consent lapsed on November 23, 2026 at 12:00 PM, before it went out."],
    ["paul@example.com", "Not sent: no consent", "They unsubscribed on November 23, 2026 at 1:05 PM, before it went out."],
    ["zoe@example.com", "Queued", ""],
    ["ann@example.com", "Sent", "November 23, 2026 at 1:06 PM"],
  ]);
  expect(document.querySelector("[data-card=recipients]")?.textContent).not.toContain("Showing");
});

test("a draft opened by an admin who is not the owner: the send button is disabled and says only the owner sends", async () => {
  const draft: AnnouncementDetail = { ...detail, sentAt: null, recipientCount: null, sentBy: null, audience: { total: 3, en: 2, fr: 1 }, canSend: false };
  stubFetch((url) => {
    if (url.pathname === `/api/admin/announcements/${ID}`) return { body: draft };
    if (url.pathname === `/api/admin/announcements/${ID}/preview`) return { body: { en: { subject: "s", text: "t" }, fr: { subject: "s", text: "t" } } };
  });
  await renderRoutes([adminRoute], `/admin/announcements/${ID}`);
  await until(() => [...document.querySelectorAll("button")].some((b) => text(b) === "Send to 3 people"));
  const send = [...document.querySelectorAll("button")].find((b) => text(b) === "Send to 3 people")!;
  expect(send.disabled).toBe(true);
  expect(document.body.textContent).toContain("Only an owner can send an announcement: it goes out in the company's name.");
});
