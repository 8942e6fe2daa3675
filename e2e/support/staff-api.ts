import { expect } from "vitest";
import { adminAccount, baseUrl } from "./browser";

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
