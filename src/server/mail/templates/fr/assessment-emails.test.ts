import { expect, test } from "vitest";
import { createAssessmentSchemas } from "../../../../shared/schemas/assessment";
import { assessmentBody } from "../../../test/assessment-fixture";
import { company, expectFrenchTypography, NBSP } from "../../../test/french-mail";
import { assessmentConfirmation } from "../assessment-emails";

const { assessmentSchema } = createAssessmentSchemas(company.email);
const assessmentCompany = { name: company.name, inbox: company.inbox, email: company.email, phone: company.phone, sender: company.sender };

test("the assessment confirmation in French: thanks, 24 hours, every field under its French name, the options chosen in French", () => {
  const a = assessmentSchema.parse({ ...assessmentBody("marie@example.com"), full_name: "Marie Tremblay", pets: true, pet_type: "Chat" });
  const mail = assessmentConfirmation(a, assessmentCompany, "fr");
  expect(mail).toMatchObject({ to: "marie@example.com", replyTo: company.email });
  expect(mail.subject).toBe("Nous avons reçu votre demande de soumission – Maple Crest Cleaning");
  expect(mail.text).toContain("Bonjour Marie Tremblay,");
  expect(mail.text).toContain(`communiquera avec vous d’ici 24${NBSP}heures pour vous présenter une soumission personnalisée.`);
  for (const line of [
    `Nom${NBSP}: Marie Tremblay`,
    `Courriel${NBSP}: marie@example.com`,
    `Adresse de la propriété${NBSP}: Non précisée`,
    `Code postal${NBSP}: K1A 0B1`,
    `Type de service${NBSP}: Nettoyage régulier`,
    `Options supplémentaires${NBSP}: Aucun choix`,
    `Type de propriété${NBSP}: Maison`,
    `Taille de la propriété${NBSP}: 2 chambres`,
    `Fréquence${NBSP}: Chaque semaine`,
    `Produits préférés${NBSP}: Produits écologiques`,
    `Animaux${NBSP}: Oui`,
    `Type d’animal${NBSP}: Chat`,
    `Exigences particulières${NBSP}: Aucune`,
  ]) {
    expect(mail.text).toContain(line);
  }
  expect(mail.text).toContain(`Des questions d’ici là? Appelez-nous au 613-555-0199 ou répondez à ce courriel (info@example.com).`);
  expectFrenchTypography(mail);
});

test("several services (add-ons come with the specialty one), add-ons and property types, a commercial size, and no preference, in French", () => {
  const a = assessmentSchema.parse({
    ...assessmentBody(),
    service_type: ["deep", "specialty"],
    add_on_options: ["oven", "high-touch"],
    property_type: ["office", "clinic"],
    property_size: "1,001 – 2,500 sq. ft.",
    frequency: "bi-weekly",
    preferred_ingredients: "no-preference",
  });
  const text = assessmentConfirmation(a, assessmentCompany, "fr").text;
  for (const line of [
    `Type de service${NBSP}: Nettoyage en profondeur, Nettoyage spécialisé`,
    `Options supplémentaires${NBSP}: Nettoyage du four, Désinfection des surfaces fréquemment touchées`,
    `Type de propriété${NBSP}: Bureau, Clinique`,
    `Taille de la propriété${NBSP}: 1${NBSP}001 à 2${NBSP}500${NBSP}pi²`,
    `Fréquence${NBSP}: Toutes les 2 semaines`,
    `Produits préférés${NBSP}: Aucune préférence`,
  ])
    expect(text).toContain(line);
  for (const english of ["Deep Cleaning", "Oven", "Office", "sq. ft.", "Bi-weekly", "No preference"]) expect(text).not.toContain(english);
});

test("a custom frequency and size keep the visitor's words, and no pets, in French", () => {
  const a = assessmentSchema.parse({
    ...assessmentBody(),
    frequency: "custom",
    custom_frequency: "Deux fois par mois",
    property_size: "custom",
    custom_property_size: "Entrepôt de 800 m²",
  });
  const text = assessmentConfirmation(a, assessmentCompany, "fr").text;
  expect(text).toContain(`Fréquence${NBSP}: Horaire personnalisé${NBSP}: Deux fois par mois`);
  expect(text).toContain(`Taille de la propriété${NBSP}: Entrepôt de 800 m²`);
  expect(text).toContain(`Animaux${NBSP}: Non`);
  expect(text).toContain(`Type d’animal${NBSP}: Sans objet`);
});

test("the English confirmation stays as it was", () => {
  const a = assessmentSchema.parse(assessmentBody());
  const mail = assessmentConfirmation(a, assessmentCompany);
  expect(mail.subject).toBe("We received your quote request - Maple Crest Cleaning");
  expect(mail.text).toContain("Add-ons: None selected");
});
