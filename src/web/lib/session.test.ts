import { expect, test } from "vitest";
import { clientLoginFor, linkLocale } from "./session";

test("a portal page sends a visitor without a session to /client-login, with the page to return to and the e-mail", () => {
  expect(clientLoginFor("/client-dashboard", "", "en")).toBe("/client-login");
  expect(clientLoginFor("/client-dashboard/", "?email=a%2Bb%40example.com", "en")).toBe("/client-login?email=a%2Bb%40example.com");
  expect(clientLoginFor("/client-dashboard/quotes", "", "en")).toBe("/client-login?next=%2Fclient-dashboard%2Fquotes");
  expect(clientLoginFor("/client-dashboard/quotes/3f1c9a7e-5b2d-4c8e-9a1b-00000000000a", "?email=jane%40example.com&x=1", "en")).toBe(
    "/client-login?email=jane%40example.com&next=%2Fclient-dashboard%2Fquotes%2F3f1c9a7e-5b2d-4c8e-9a1b-00000000000a",
  );
});

test("in French, to the French sign-in page; a French client's e-mailed link says French", () => {
  expect(clientLoginFor("/client-dashboard", "?email=marie%40example.com&lang=fr", "fr")).toBe("/fr/client-login?email=marie%40example.com");
  expect(clientLoginFor("/client-dashboard/invoices/7", "", "fr")).toBe("/fr/client-login?next=%2Fclient-dashboard%2Finvoices%2F7");
  expect(linkLocale("?email=marie%40example.com&lang=fr")).toBe("fr");
  expect(linkLocale("?lang=en")).toBe("en");
  expect(linkLocale("?lang=de")).toBeNull();
  expect(linkLocale("")).toBeNull();
});
