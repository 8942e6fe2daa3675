// @vitest-environment happy-dom
import { expect, test, vi } from "vitest";
import { VALIDATION_MESSAGES } from "@shared/i18n/validation";
import { FRENCH_MESSAGES } from "@shared/i18n/validation-fr";
import { loadFrench } from "~/i18n/consultation-messages";
import { loadFrenchForms } from "~/i18n/form-language";
import { loadCatalog } from "~/i18n/locale";
import { renderRoutes } from "~/test/render";
import { errorOf, settle } from "~/test/form-controls";

// The build bakes the site configuration in as __SITE__.
vi.hoisted(() => {
  (globalThis as Record<string, unknown>).__SITE__ = { email: "info@example.com" };
});
vi.mock("~/lib/notify", () => ({ notify: { success: vi.fn(), error: vi.fn() }, preloadToaster: () => undefined }));
const { ConsultationForm } = await import("./consultation-form");

const messagesOn = async (path: string) => {
  await renderRoutes([{ path, element: <ConsultationForm /> }], path);
  document.querySelector("form")!.requestSubmit();
  await settle();
  return ["name", "phone", "email"].map((name) => errorOf(document.querySelector(`#consultation-${name}`)));
};

test("the form's messages are said in the page's language", async () => {
  await Promise.all([loadCatalog(loadFrench), loadCatalog(loadFrenchForms)]);
  const fr = FRENCH_MESSAGES.validation;
  expect(await messagesOn("/fr")).toEqual([fr.consultation.name, fr.consultation.phone, fr.email]);
  document.body.innerHTML = "";
  const en = VALIDATION_MESSAGES;
  expect(await messagesOn("/")).toEqual([en.consultation.name, en.consultation.phone, en.email]);
});
