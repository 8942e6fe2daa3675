import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, expect, test } from "vitest";
import { readMailbox } from "../../../e2e/support/mailbox";
import { silentLogger } from "../test/test-app";
import { createMailTransport } from "./transport";

let mailDir: string;
beforeEach(() => {
  mailDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "mail-file-")), "mail");
});
afterEach(() => fs.rmSync(path.dirname(mailDir), { recursive: true, force: true }));

test("without SMTP_URL each message is written as an .eml file under the mail directory", async () => {
  const send = createMailTransport({ mailDir, logger: silentLogger });

  await send(
    {
      from: "Maple Crest Cleaning <info@maplecrestcleaning.ca>",
      to: "quotes@maplecrestcleaning.ca",
      replyTo: "jane@example.com",
      subject: "New Quote Request from Jane Doe",
      text: "Please respond within 24 hours.",
    },
    "0b6f6d3e-0000-4000-8000-000000000001",
  );

  const files = fs.readdirSync(mailDir);
  expect(files).toHaveLength(1);
  expect(files[0]).toMatch(/-0b6f6d3e-0000-4000-8000-000000000001\.eml$/);
  const [mail] = await readMailbox(mailDir);
  expect(mail!.subject).toBe("New Quote Request from Jane Doe");
  expect(mail!.to).toMatchObject({ value: [{ address: "quotes@maplecrestcleaning.ca" }] });
  expect(mail!.replyTo).toMatchObject({ value: [{ address: "jane@example.com" }] });
  expect(mail!.text?.trim()).toBe("Please respond within 24 hours.");
});

test("a message's own headers (a commercial e-mail's one-click unsubscribe) are written as given", async () => {
  const send = createMailTransport({ mailDir, logger: silentLogger });
  const oneClick = "https://maplecrest.example/api/unsubscribe?token=bWFyaWVAZXhhbXBsZS5jb20.c2lnbmF0dXJlLW9mLWZvcnR5LXRocmVlLWNoYXJhY3RlcnM";
  await send(
    {
      from: "Maple Crest Cleaning <info@maplecrestcleaning.ca>",
      to: "marie@example.com",
      subject: "Offre du printemps",
      text: "Bonjour,",
      headers: { "List-Unsubscribe": `<${oneClick}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
    },
    "0b6f6d3e-0000-4000-8000-000000000002",
  );
  const [mail] = await readMailbox(mailDir);
  const line = (key: string) => mail!.headerLines.find((h) => h.key === key)?.line.replace(/\r?\n\s+/g, " ");
  expect(line("list-unsubscribe")).toBe(`List-Unsubscribe: <${oneClick}>`);
  expect(line("list-unsubscribe-post")).toBe("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
});
