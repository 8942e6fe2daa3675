import { describe, expect, test } from "vitest";
import { portalUrl } from "./portal-url";

const config = { appUrl: "https://maplecrest.example" };

describe("portalUrl", () => {
  test("an English client's link is the page with their address, as before", () => {
    expect(portalUrl(config, "/client-dashboard/quotes/7", { email: "jane@example.com", language: "en" })).toBe(
      "https://maplecrest.example/client-dashboard/quotes/7?email=jane%40example.com",
    );
    expect(portalUrl(config, "/client-dashboard", { email: null, language: "en" })).toBe("https://maplecrest.example/client-dashboard");
  });

  test("a French client's link says French", () => {
    expect(portalUrl(config, "/client-dashboard/invoices/7", { email: "marie@example.com", language: "fr" })).toBe(
      "https://maplecrest.example/client-dashboard/invoices/7?email=marie%40example.com&lang=fr",
    );
    expect(portalUrl(config, "/client-dashboard/messages", { language: "fr" })).toBe("https://maplecrest.example/client-dashboard/messages?lang=fr");
  });
});
