import { expect } from "vitest";
import { adminAccount, baseUrl, mailDir } from "./browser";
import { waitForMail } from "./mailbox";

let cookie: Promise<string> | undefined;

/** The owner account's session cookie on the shared server (signed in once per test file). */
function staffCookie(): Promise<string> {
  cookie ??= (async () => {
    const admin = adminAccount();
    const res = await fetch(`${baseUrl()}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: baseUrl() },
      body: JSON.stringify({ email: admin.email, password: admin.password }),
    });
    expect(res.status).toBe(200);
    return res.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
  })();
  return cookie;
}

/** A staff call to the admin API, which must succeed; its answer. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tests read the API's answers loosely
export async function staff(method: string, url: string, body?: unknown): Promise<any> {
  const res = await fetch(`${baseUrl()}${url}`, {
    method,
    headers: { cookie: await staffCookie(), Origin: baseUrl(), ...(body ? { "Content-Type": "application/json" } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const answer = await res.json();
  expect(res.ok, JSON.stringify(answer)).toBe(true);
  return answer;
}

/** The staff account ids of `usernames`, as a visit's crew is sent (decision 064). */
export async function crewOf(...usernames: string[]): Promise<string[]> {
  const accounts = (await staff("GET", "/api/admin/service-visits/staff")).staff as { userId: string; name: string }[];
  return usernames.map((name) => accounts.find((a) => a.name === name)!.userId);
}

/** Invite `account` as `role` through the API and accept by the e-mailed token: a staff member ready to sign in. */
export async function joinAsStaff(account: { email: string; username: string; password: string }, role: string, language: "en" | "fr"): Promise<void> {
  await staff("POST", "/api/admin/staff/invitations", { email: account.email, role, language });
  const mail = await waitForMail(mailDir(), (m) => m.to !== undefined && JSON.stringify(m.to).includes(account.email));
  const token = decodeURIComponent(/[?&]token=([^&\s]+)/.exec(mail.text ?? "")![1]!);
  await staff("POST", "/api/staff-invitations/accept", { token, username: account.username, password: account.password });
}
