import type { ParsedMail } from "mailparser";
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { DESKTOP, baseUrl, mailDir } from "./browser";
import { waitForMail } from "./mailbox";

/** Whether `m` was sent to `address`. */
export const sentTo = (m: ParsedMail, address: string) => (Array.isArray(m.to) ? m.to : [m.to]).some((a) => a?.value.some((v) => v.address === address));

/** A client asks for a login link, follows it from the e-mail on a new desktop page, and lands on the portal's Dashboard. */
export async function signInClientByLink(newPage: (viewport?: typeof DESKTOP) => Promise<Page>, email: string): Promise<Page> {
  const res = await fetch(`${baseUrl()}/api/auth/sign-in/magic-link`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: baseUrl() },
    body: JSON.stringify({ email }),
  });
  expect(res.status).toBe(200);
  const mail = await waitForMail(mailDir(), (m) => sentTo(m, email) && (m.subject ?? "").startsWith("Your login link - "));
  const link = mail.text!.split(/\s+/).find((w) => w.startsWith(`${baseUrl()}/api/auth/magic-link/verify`))!;
  const page = await newPage(DESKTOP);
  await page.goto(link);
  await page.getByRole("heading", { level: 1, name: "Dashboard" }).waitFor();
  return page;
}
