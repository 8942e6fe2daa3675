import type { Province } from "./schemas/clients";

// The assessment form asks for the property address as one free-text line and the postal code on
// its own (spec 001 §3). A client's service address has parts: street, city, province, postal
// code. This splits the line where it can tell the parts apart and says when it cannot, so staff
// check the address before the client is saved (decision 052).

/** Cities and boroughs of the Ottawa-Gatineau region, as people write them (case and accents aside). */
const KNOWN_CITIES = [
  "Ottawa",
  "Nepean",
  "Kanata",
  "Orléans",
  "Gloucester",
  "Barrhaven",
  "Stittsville",
  "Vanier",
  "Manotick",
  "Cumberland",
  "Greely",
  "Riverside South",
  "Rockland",
  "Carp",
  "Dunrobin",
  "Richmond",
  "Metcalfe",
  "Gatineau",
  "Hull",
  "Aylmer",
  "Buckingham",
  "Masson-Angers",
  "Chelsea",
  "Cantley",
  "Val-des-Monts",
];

const fold = (s: string) =>
  s
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z]+/g, " ")
    .trim();
const KNOWN = new Map(KNOWN_CITIES.map((c) => [fold(c), c]));

const POSTAL = /\b([A-Z]\d[A-Z])\s*(\d[A-Z]\d)\b/i;
const PROVINCE_WORDS: Record<string, Province> = { on: "ON", ont: "ON", ontario: "ON", qc: "QC", que: "QC", quebec: "QC", pq: "QC" };

/** The province of a postal code's first letter in this region: K, L, M, N, P Ontario; G, H, J Quebec. */
export function provinceOfPostalCode(postalCode: string): Province | null {
  const first = postalCode.trim().charAt(0).toUpperCase();
  if ("KLMNP".includes(first) && first) return "ON";
  if ("GHJ".includes(first) && first) return "QC";
  return null;
}

export type SplitAddress = {
  street: string;
  city: string;
  province: Province;
  postalCode: string;
  /** Why staff should check it, or null when every part was told apart. */
  unsure: "missing" | "street" | "city" | "postalCode" | null;
};

/**
 * "12 Main St, Ottawa, ON K1A 0B1" → street "12 Main St", city "Ottawa", ON, the form's postal
 * code. Sure only when the line has a street with a number and a city of the region (after a comma
 * or at its end) and any postal code in it is the form's.
 */
export function splitPropertyAddress(line: string | null, postcode: string): SplitAddress {
  const postalCode = postcode.trim().toUpperCase();
  const province = provinceOfPostalCode(postalCode) ?? "ON";
  const base = { province, postalCode };
  let text = (line ?? "").replace(/\s+/g, " ").trim();
  if (!text) return { ...base, street: "", city: "", unsure: "missing" };
  const typedPostal = POSTAL.exec(text);
  const otherPostal = typedPostal ? `${typedPostal[1]}${typedPostal[2]}`.toUpperCase() !== postalCode.replace(/\s/g, "") : false;
  if (typedPostal) text = text.replace(typedPostal[0], " ");
  let parts = text
    .split(/[,\n;]+/)
    .map((p) => p.trim())
    .filter(Boolean);
  let typedProvince: Province | undefined;
  // A trailing province, as its own part or as the last word of the last part.
  const last = parts.at(-1);
  if (last) {
    const words = last.split(" ");
    const asProvince = PROVINCE_WORDS[fold(words.at(-1) ?? "")];
    if (asProvince) {
      typedProvince = asProvince;
      words.pop();
      parts = [...parts.slice(0, -1), ...(words.length ? [words.join(" ")] : [])];
    }
  }
  let street = parts.join(", ");
  let city = "";
  if (parts.length >= 2 && KNOWN.has(fold(parts.at(-1)!))) {
    city = KNOWN.get(fold(parts.at(-1)!))!;
    street = parts.slice(0, -1).join(", ");
  } else if (parts.length >= 2 && !/\d/.test(parts.at(-1)!)) {
    // "12 Main St, Somewhere": a city we do not know; kept, for staff to check.
    city = parts.at(-1)!;
    street = parts.slice(0, -1).join(", ");
  } else {
    // One part: a known city at its end ("12 Main St Ottawa").
    const folded = fold(street);
    for (const [key, name] of KNOWN) {
      if (folded.endsWith(` ${key}`) && fold(street.slice(0, street.length - name.length)) === folded.slice(0, -key.length - 1)) {
        city = name;
        street = street.slice(0, street.length - name.length).replace(/[\s,]+$/, "");
        break;
      }
    }
  }
  const result = { ...base, province: typedProvince ?? province, street, city };
  if (otherPostal) return { ...result, unsure: "postalCode" };
  if (!/\d/.test(street)) return { ...result, unsure: "street" };
  if (!city || !KNOWN.has(fold(city))) return { ...result, unsure: "city" };
  return { ...result, unsure: null };
}
