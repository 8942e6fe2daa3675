import { expect, test } from "vitest";
import { clientLoginFor } from "./session";

test("a portal page sends a visitor without a session to /client-login, with the page to return to and the e-mail", () => {
  expect(clientLoginFor("/client-dashboard", "")).toBe("/client-login");
  expect(clientLoginFor("/client-dashboard/", "?email=a%2Bb%40example.com")).toBe("/client-login?email=a%2Bb%40example.com");
  expect(clientLoginFor("/client-dashboard/quotes", "")).toBe("/client-login?next=%2Fclient-dashboard%2Fquotes");
  expect(clientLoginFor("/client-dashboard/quotes/3f1c9a7e-5b2d-4c8e-9a1b-00000000000a", "?email=jane%40example.com&x=1")).toBe(
    "/client-login?email=jane%40example.com&next=%2Fclient-dashboard%2Fquotes%2F3f1c9a7e-5b2d-4c8e-9a1b-00000000000a",
  );
});
