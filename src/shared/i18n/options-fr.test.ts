import { describe, expect, test } from "vitest";
import {
  ADD_ON_OPTIONS,
  CUSTOM_SIZE,
  FREQUENCIES,
  PREFERRED_INGREDIENTS,
  PROPERTY_SIZES,
  PROPERTY_TYPE_GROUPS,
  PROPERTY_TYPES,
  SERVICE_TYPES,
} from "../options/assessment";
import { DECLINE_REASON_WORDS } from "../options/decline-reasons";
import { PAYMENT_METHOD_WORDS, PAYMENT_TERMS_WORDS } from "../options/payment-methods";
import { CONSULTATION_SERVICES } from "../options/services";
import { FRENCH_OPTION_LABELS, frenchOptionLabel, type FrenchOptionLabels, type OptionList } from "./options-fr";

const values = (options: readonly { value: string }[]) => options.map((o) => o.value);

/** Each list's English values, as the forms and the portal offer them. */
const ENGLISH: Record<OptionList, readonly string[]> = {
  consultationServices: values(CONSULTATION_SERVICES),
  serviceTypes: values(SERVICE_TYPES),
  addOns: values(ADD_ON_OPTIONS),
  propertyTypeGroups: PROPERTY_TYPE_GROUPS.map((g) => g.label),
  propertyTypes: values(PROPERTY_TYPES),
  propertySizes: [...new Set(Object.values(PROPERTY_SIZES).flat()), CUSTOM_SIZE],
  frequencies: values(FREQUENCIES),
  ingredients: values(PREFERRED_INGREDIENTS),
  declineReasons: Object.keys(DECLINE_REASON_WORDS),
  paymentMethods: Object.keys(PAYMENT_METHOD_WORDS),
  paymentTerms: Object.keys(PAYMENT_TERMS_WORDS),
};

describe("French option labels", () => {
  test.each(Object.entries(ENGLISH))("%s: a French label for exactly the English values", (list, english) => {
    const labels = FRENCH_OPTION_LABELS[list as OptionList];
    expect(Object.keys(labels).sort()).toEqual([...english].sort());
    for (const label of Object.values(labels)) {
      expect(label.trim()).toBe(label);
      expect(label).not.toBe("");
      expect(label).not.toMatch(/'|sq\. ?ft|bedroom/i);
    }
  });

  test("frenchOptionLabel reads a label by list and value, and leaves an unknown value as it is", () => {
    expect(frenchOptionLabel("serviceTypes", "deep")).toBe("Nettoyage en profondeur");
    expect(frenchOptionLabel("propertySizes", "2,501 – 5,000 sq. ft.")).toBe("2\u00a0501 à 5\u00a0000\u00a0pi²");
    expect(frenchOptionLabel("propertySizes", "custom")).toBe("Autre taille");
    expect(frenchOptionLabel("paymentMethods", "etransfer")).toBe("Virement Interac");
    expect(frenchOptionLabel("declineReasons", "retired-value")).toBe("retired-value");
    expect(frenchOptionLabel("frequencies", "toString")).toBe("toString");
  });

  test("a list missing a value, or with one the English list lacks, fails to compile", () => {
    const { deep: _dropped, ...withoutDeep } = FRENCH_OPTION_LABELS.serviceTypes;
    // @ts-expect-error deep has no label
    const missing: FrenchOptionLabels["serviceTypes"] = withoutDeep;
    // @ts-expect-error windows is not a service type
    const extra: FrenchOptionLabels["serviceTypes"] = { ...FRENCH_OPTION_LABELS.serviceTypes, windows: "Fenêtres" };
    expect(Object.keys(missing)).not.toContain("deep");
    expect(Object.keys(extra)).toContain("windows");
  });
});
