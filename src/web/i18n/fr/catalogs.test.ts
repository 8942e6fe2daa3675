import { describe, expect, it } from "vitest";
import { defaultSite } from "@shared/site";
import * as enAssessment from "../en/assessment";
import * as enClientLogin from "../en/client-login";
import * as enCommon from "../en/common";
import * as enConsultation from "../en/consultation";
import * as enContact from "../en/contact";
import * as enFooter from "../en/footer";
import * as enGallery from "../en/gallery";
import * as enHomeMeta from "../en/home-meta";
import { en } from "../en/index";
import * as enLanding from "../en/landing";
import * as enMeta from "../en/meta";
import * as enPages from "../en/pages";
import * as enPortal from "../en/portal";
import * as enPrivacy from "../en/privacy";
import * as enPortalPrivacy from "../en/portal-privacy";
import * as enSidebar from "../en/sidebar";
import * as enVacancy from "../en/vacancy";
import * as enUnsubscribe from "../en/unsubscribe";
import * as enEmailPreferences from "../en/email-preferences";
import * as enPaymentMethod from "../en/payment-method";
import * as enOutbox from "../en/outbox";
import * as enStaffArea from "../en/staff-area";
import * as enCrewDay from "../en/crew-day";
import * as enCrewRoute from "../en/crew-route";
import * as enCrewAssign from "../en/crew-assign";
import * as enChecklists from "../en/checklists";
import * as enCrewChecklist from "../en/crew-checklist";
import * as enCrewReports from "../en/crew-reports";
import * as enTwoStep from "../en/two-step";
import * as enVisitReport from "../en/visit-report";
import * as frAssessment from "./assessment";
import * as frClientLogin from "./client-login";
import * as frCommon from "./common";
import * as frConsultation from "./consultation";
import * as frContact from "./contact";
import * as frFooter from "./footer";
import * as frGallery from "./gallery";
import * as frHomeMeta from "./home-meta";
import { fr } from "./index";
import * as frLanding from "./landing";
import * as frMeta from "./meta";
import * as frPages from "./pages";
import * as frPortal from "./portal";
import * as frPrivacy from "./privacy";
import * as frPortalPrivacy from "./portal-privacy";
import * as frSidebar from "./sidebar";
import * as frVacancy from "./vacancy";
import * as frUnsubscribe from "./unsubscribe";
import * as frEmailPreferences from "./email-preferences";
import * as frPaymentMethod from "./payment-method";
import * as frOutbox from "./outbox";
import * as frStaffArea from "./staff-area";
import * as frCrewDay from "./crew-day";
import * as frCrewRoute from "./crew-route";
import * as frCrewAssign from "./crew-assign";
import * as frChecklists from "./checklists";
import * as frCrewChecklist from "./crew-checklist";
import * as frCrewReports from "./crew-reports";
import * as frTwoStep from "./two-step";
import * as frVisitReport from "./visit-report";

// Every French catalog beside its English one: the walk compares them key by key.
const FR = {
  ...frCommon,
  ...frMeta,
  ...frHomeMeta,
  ...frPages,
  ...frLanding,
  ...frGallery,
  ...frVacancy,
  ...frConsultation,
  ...frContact,
  ...frFooter,
  ...frAssessment,
  ...frClientLogin,
  ...frPortal,
  ...frPrivacy,
  ...frPortalPrivacy,
  ...frSidebar,
  ...frUnsubscribe,
  ...frEmailPreferences,
  ...frPaymentMethod,
  ...frOutbox,
  ...frStaffArea,
  ...frCrewDay,
  ...frCrewRoute,
  ...frCrewAssign,
  ...frChecklists,
  ...frCrewChecklist,
  ...frCrewReports,
  ...frTwoStep,
  ...frVisitReport,
};
const EN = {
  ...enCommon,
  ...enMeta,
  ...enHomeMeta,
  ...enPages,
  ...enLanding,
  ...enGallery,
  ...enVacancy,
  ...enConsultation,
  ...enContact,
  ...enFooter,
  ...enAssessment,
  ...enClientLogin,
  ...enPortal,
  ...enPrivacy,
  ...enPortalPrivacy,
  ...enSidebar,
  ...enUnsubscribe,
  ...enEmailPreferences,
  ...enPaymentMethod,
  ...enOutbox,
  ...enStaffArea,
  ...enCrewDay,
  ...enCrewRoute,
  ...enCrewAssign,
  ...enChecklists,
  ...enCrewChecklist,
  ...enCrewReports,
  ...enTwoStep,
  ...enVisitReport,
};

/** Arguments for the functions whose parameters are not plain strings; the others get strings. */
function sampleArgs(path: string, arity: number): unknown[] {
  if (/^(meta\.\w+|homeMeta)\.title$|^common\.logoAlt$|^footer\.(legal|copyright)$/.test(path)) return [defaultSite];
  if (/^privacy\.held\.parts\.|^privacy\.deletion\.kept$/.test(path)) return [3];
  const samples: Record<string, unknown[]> = {
    "common.starsLabel": [4],
    "gallery.formatDate": ["2024-09-12"],
    "assessment.stepOf": [2, 7],
    "assessment.counter": [12, 1000],
    "portal.dashboard.rated": [4],
    "outbox.count": [3],
    "portal.request.call": [48, defaultSite.supportPhone],
    "assessment.hints.postcodeArea": [["K", "J8"]],
  };
  return samples[path] ?? Array.from({ length: arity }, (_, i) => `«\u00a0valeur ${i + 1}\u00a0»`);
}

// French that is, and should be, the English: a code, key names, an example postal code, and
// words spelled alike in both languages.
const SAME_VALUES = new Set([
  "404",
  "Ctrl+B",
  "K1A 1A1",
  "Commercial",
  "Correction",
  "Date",
  "Description",
  "Message",
  "Photos",
  "Service",
  "Total",
  "5 – Excellent",
  "3 messages",
  "Session",
  "Stripe",
]);
// Paths whose French is the English: people's and businesses' names, the brand, a count of
// characters (numbers only), a version number.
const SAME_PATHS = [
  /^landing\.testimonials\.items\.\w+\.(name|company)$/,
  /^portal\.messages\.(team|counter)$/,
  /^portal\.quote\.terms\.version$/,
  // A Quebec body's own name, and a sentence's last full stop.
  /^privacy\.rights\.complaint\.(cai|after)$/,
];

type Leaf = { path: string; fr: unknown; en: unknown };

/** Every string of `fr` with its English counterpart; functions are called with sample arguments. */
function leaves(frValue: unknown, enValue: unknown, path: string, out: Leaf[] = []): Leaf[] {
  if (typeof enValue === "function") {
    const args = sampleArgs(path, enValue.length);
    const frText = typeof frValue === "function" ? (frValue as (...a: unknown[]) => unknown)(...args) : frValue;
    out.push({ path, fr: frText, en: (enValue as (...a: unknown[]) => unknown)(...args) });
  } else if (enValue !== null && typeof enValue === "object") {
    for (const key of Object.keys(enValue)) {
      leaves((frValue as Record<string, unknown> | undefined)?.[key], (enValue as Record<string, unknown>)[key], path ? `${path}.${key}` : key, out);
    }
  } else {
    out.push({ path, fr: frValue, en: enValue });
  }
  return out;
}

const all = leaves(FR, EN, "");
const texts = all.filter((leaf): leaf is Leaf & { fr: string } => typeof leaf.fr === "string");

describe("French catalogs", () => {
  it("give a string for every English string, and nothing more", () => {
    expect(all.length).toBeGreaterThan(500);
    expect(all.filter((leaf) => typeof leaf.fr !== typeof leaf.en).map((leaf) => leaf.path)).toEqual([]);
    expect(leaves(EN, FR, "").length).toBe(all.length);
    expect(Object.keys(fr)).toEqual(Object.keys(en));
  });

  it("leave no string empty that is not empty in English", () => {
    expect(texts.filter((leaf) => leaf.fr.trim() === "" && leaf.en !== "").map((leaf) => leaf.path)).toEqual([]);
  });

  it("translate every string but a short list of names, codes and words spelled alike", () => {
    const same = texts.filter((leaf) => leaf.fr === leaf.en && leaf.en !== "");
    const unexplained = same.filter((leaf) => !SAME_VALUES.has(leaf.fr) && !SAME_PATHS.some((re) => re.test(leaf.path)));
    expect(unexplained.map((leaf) => `${leaf.path}: ${leaf.fr}`)).toEqual([]);
  });

  it("use French typography: ’ and « », a non-breaking space before a colon and inside « », none before ; ? !", () => {
    const bad = (re: RegExp) => texts.filter((leaf) => re.test(leaf.fr)).map((leaf) => `${leaf.path}: ${leaf.fr}`);
    expect(bad(/['"]/)).toEqual([]);
    expect(bad(/(?<!\u00a0):/)).toEqual([]);
    expect(bad(/«(?!\u00a0)|(?<!\u00a0)»/)).toEqual([]);
    expect(bad(/\s[;?!]/)).toEqual([]);
    // A clock hour or a unit stays on the number's line.
    expect(bad(/\d (h|heures?|jours?|j|ans?|lb|\$|%)(?![\p{L}])/u)).toEqual([]);
  });

  it("make numbers agree the French way: 0 and 1 singular, 2 and more plural", () => {
    const { assessment } = frAssessment;
    const { request } = frPortal.portal;
    expect(request.call(1, "613-555-0199")).toContain("moins de 1\u00a0heure.");
    expect(request.call(48, "613-555-0199")).toContain("moins de 48\u00a0heures.");
    expect(assessment.counter(0, 1)).toBe("0/1 caractère");
    expect(assessment.counter(0, 1000)).toBe("0/1000 caractères");
  });

  it("write gallery dates as Quebec does", () => {
    expect(frGallery.gallery.formatDate("2024-09-12")).toBe("12 septembre 2024");
    expect(frGallery.gallery.formatDate("2024-05-01")).toBe("1er mai 2024");
  });
});
