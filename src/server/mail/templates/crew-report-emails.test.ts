import { expect, test } from "vitest";
import { sender } from "../../test/french-mail";
import { noAccessMail } from "./crew-report-emails";

// To the company inbox when a cleaner could not get in (decision 067).

const mail = {
  to: "office@example.com",
  cleanerName: "Mia",
  clientName: "Jane Doe",
  when: "December 1, 2026, 9:00 AM – 11:00 AM",
  service: "Home cleaning",
  address: "45 Sparks St, Ottawa, ON K1P 5A8",
  reason: "key_or_code" as const,
  text: "The lockbox code was changed.",
  adminUrl: "https://maplecrest.example/admin/visits/v1",
  sender,
};

test("who could not get in, for which visit, where, why, what happens to the visit, and the link to it", () => {
  const m = noAccessMail(mail);
  expect(m).toMatchObject({ to: "office@example.com", subject: "Couldn't get in: Jane Doe, December 1, 2026, 9:00 AM – 11:00 AM" });
  expect(m.text).toContain(
    [
      "Mia could not get in for Jane Doe's visit.",
      "",
      "Visit: December 1, 2026, 9:00 AM – 11:00 AM, Home cleaning",
      "Address: 45 Sparks St, Ottawa, ON K1P 5A8",
      "Reason: The key or code does not work",
      "",
      "Details:",
      "The lockbox code was changed.",
      "",
      'The visit stays scheduled, marked "Couldn\'t get in", until you reschedule or cancel it. The client has not been told.',
      "",
      "Open the visit:",
      "https://maplecrest.example/admin/visits/v1",
    ].join("\n"),
  );
  expect(m.text).toContain("Maple Crest Cleaning (14872309 Canada Inc.)");
});

test("without details, no details paragraph; each reason in words", () => {
  expect(noAccessMail({ ...mail, reason: "no_one_home", text: null }).text).not.toContain("Details:");
  expect(noAccessMail({ ...mail, reason: "no_one_home", text: null }).text).toContain("Reason: No one was home");
  expect(noAccessMail({ ...mail, reason: "refused" }).text).toContain("Reason: Entry was refused");
  expect(noAccessMail({ ...mail, reason: "other", text: "Gate locked" }).text).toContain("Reason: Other\n\nDetails:\nGate locked");
});
