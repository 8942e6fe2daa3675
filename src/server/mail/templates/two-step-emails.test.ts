import { expect, test } from "vitest";
import { company } from "../../test/french-mail";
import { recoveryCodesMail, twoStepOffMail, twoStepResetMail } from "./two-step-emails";

const data = { to: "luc@example.com", name: "Luc", at: "2026-11-23T18:05:00.000Z", company };

test("turned off: when, what to do if it was not them, and where to turn it on again, in each language", () => {
  const en = twoStepOffMail(data, "en");
  expect(en.subject).toContain("Two-step sign-in was turned off");
  expect(en.text).toContain("If this was not you, change your password at once");
  expect(en.text).toContain(`${company.appUrl}/admin/security`);
  const fr = twoStepOffMail(data, "fr");
  expect(fr.subject).toContain("La connexion en deux étapes a été désactivée");
  expect(fr.text).toContain("Si ce n’était pas vous");
  expect(fr.text).toContain("novembre");
});

test("new recovery codes: the old ones no longer work, in each language", () => {
  expect(recoveryCodesMail(data, "en").text).toContain("Your earlier recovery codes no longer work.");
  expect(recoveryCodesMail(data, "fr").text).toContain("Vos anciens codes de récupération ne fonctionnent plus.");
});

test("reset by an owner: signed out, turn it on again after signing in, asked to set it up if required, in each language", () => {
  const en = twoStepResetMail(data, "en");
  expect(en.subject).toBe("An owner turned off your two-step sign-in - Maple Crest Cleaning");
  expect(en.text).toContain("An owner of Maple Crest Cleaning turned off two-step sign-in for your staff account on");
  expect(en.text).toContain(`After you sign in, turn it on again in Security, at ${company.appUrl}/admin/security`);
  expect(en.text).toContain("If the company requires two-step sign-in, you will be asked to set it up when you next sign in.");
  const fr = twoStepResetMail(data, "fr");
  expect(fr.subject).toContain("Un propriétaire a désactivé votre connexion en deux étapes");
  expect(fr.text).toContain("Une fois connecté, réactivez-la dans Sécurité");
  expect(fr.text).toContain("on vous demandera de la configurer à votre prochaine connexion");
  expect(fr.text).toContain("novembre");
});
