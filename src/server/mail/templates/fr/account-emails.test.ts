import { expect, test } from "vitest";
import { company, expectFrenchTypography, NBSP } from "../../../test/french-mail";
import { loginLinkMail, noAccountMail } from "../account-emails";

const link = "https://maplecrest.example/api/auth/magic-link/verify?token=abc";

test("the login link in French: single use, 15 minutes, the link", () => {
  const mail = loginLinkMail("marie@example.com", link, 15, company, "fr");
  expect(mail).toMatchObject({ to: "marie@example.com", subject: "Votre lien de connexion – Maple Crest Cleaning" });
  expect(mail.text).toContain(
    `Utilisez ce lien pour vous connecter à votre portail client de Maple Crest Cleaning. Il ne fonctionne qu’une seule fois et expire dans 15${NBSP}minutes${NBSP}:\n\n${link}\n`,
  );
  expect(mail.text).toContain("Si vous n’avez pas fait cette demande, vous pouvez ignorer ce courriel.");
  expect(mail.text).toContain("Appelez-nous au 613-555-0199 ou écrivez-nous à info@example.com.");
  expectFrenchTypography(mail);
});

test("no account in French: no link, but where to ask for a quote", () => {
  const mail = noAccountMail("inconnu@example.com", company, "fr");
  expect(mail).toMatchObject({ to: "inconnu@example.com", subject: "Demande de connexion – Maple Crest Cleaning" });
  expect(mail.text).toContain("mais aucun compte client n’existe pour celle-ci.");
  expect(mail.text).toContain(`vous pouvez en faire la demande ici${NBSP}:\n\nhttps://maplecrest.example/fr/get-quote\n`);
  expect(mail.text).not.toContain("magic-link");
  expectFrenchTypography(mail);
});

test("English stays as it was", () => {
  expect(loginLinkMail("marie@example.com", link, 15, company).subject).toBe("Your login link - Maple Crest Cleaning");
  expect(noAccountMail("marie@example.com", company).text).toContain("no client account exists for it.");
});
