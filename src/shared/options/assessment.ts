// Option lists of the quote assessment form (spec 001 §3 "Assessment form option lists").
// Values are stored; labels are shown (and used in e-mails and exports).

export const SERVICE_TYPES = [
  { value: "regular", label: "Regular Cleaning" },
  { value: "deep", label: "Deep Cleaning" },
  { value: "eco-friendly", label: "Eco-Friendly Cleaning" },
  { value: "specialty", label: "Specialty Cleaning" },
] as const;

/** Shown (and kept) only when Specialty Cleaning is chosen. */
export const ADD_ON_OPTIONS = [
  { value: "floor-polishing", label: "Floor Polishing" },
  { value: "laundry-folding", label: "Laundry & Folding" },
  { value: "refrigerator", label: "Refrigerator Cleaning" },
  { value: "oven", label: "Oven Cleaning" },
  { value: "hoarding", label: "Hoarding Cleanup" },
  { value: "biohazard", label: "Biohazard / Sanitization Cleaning" },
  { value: "high-touch", label: "High-Touch Surface Disinfection" },
  { value: "exterior", label: "Exterior Cleaning" },
  { value: "high-dust", label: "High-Dust Cleaning" },
  { value: "allergy-friendly", label: "Allergy-Friendly Cleaning" },
  { value: "green-specialty", label: "Green/Eco-Specific Specialty" },
] as const;

export type SizeGroup = "residential" | "commercial" | "post-construction";

/** Property types in their groups; each group decides which sizes apply. */
export const PROPERTY_TYPE_GROUPS = [
  {
    label: "Residential",
    sizes: "residential",
    options: [
      { value: "home", label: "Home" },
      { value: "apartment", label: "Apartment" },
      { value: "condo", label: "Condo" },
    ],
  },
  {
    label: "Commercial",
    sizes: "commercial",
    options: [
      { value: "office", label: "Office" },
      { value: "retail", label: "Retail" },
      { value: "clinic", label: "Clinic" },
      { value: "facility", label: "Facility" },
    ],
  },
  { label: "Airbnb / Short-Term Rental Cleaning", sizes: "residential", options: [{ value: "airbnb", label: "Airbnb / Short-Term Rental Cleaning" }] },
  { label: "Move-In / Move-Out Property", sizes: "residential", options: [{ value: "move-in-out", label: "Move-In / Move-Out Property" }] },
  { label: "Post-Construction / Renovation", sizes: "post-construction", options: [{ value: "post-construction", label: "Post-Construction / Renovation" }] },
] as const satisfies readonly { label: string; sizes: SizeGroup; options: readonly { value: string; label: string }[] }[];

export const PROPERTY_TYPES = PROPERTY_TYPE_GROUPS.flatMap((g) => g.options.map((o) => ({ ...o, sizes: g.sizes as SizeGroup })));

/** Each size is stored as written here (it is its own value); other languages label it. */
export const PROPERTY_SIZES = {
  residential: ["Studio / Bachelor", "1 Bedroom", "2 Bedrooms", "3 Bedrooms", "4+ Bedrooms"],
  commercial: ["0 – 1,000 sq. ft.", "1,001 – 2,500 sq. ft.", "2,501 – 5,000 sq. ft.", "5,001 – 10,000 sq. ft.", "10,000+ sq. ft."],
  "post-construction": ["Under 1,000 sq. ft.", "1,001 – 2,500 sq. ft.", "2,501 – 5,000 sq. ft.", "5,001 – 10,000 sq. ft.", "10,000+ sq. ft."],
} as const satisfies Record<SizeGroup, readonly string[]>;
export type PropertySize = (typeof PROPERTY_SIZES)[SizeGroup][number];

/** The choice that asks for a free-text size instead. */
export const CUSTOM_SIZE = "custom";
export const CUSTOM_SIZE_LABEL = "Custom Size";

/** Sizes offered for the chosen property types, in order, without repeats. */
export function sizesFor(propertyTypes: readonly string[]): string[] {
  const groups = new Set(PROPERTY_TYPES.filter((t) => propertyTypes.includes(t.value)).map((t) => t.sizes));
  const sizes = (["residential", "commercial", "post-construction"] as const).filter((g) => groups.has(g)).flatMap((g) => PROPERTY_SIZES[g]);
  return [...new Set(sizes)];
}

export const FREQUENCIES = [
  { value: "one-time", label: "One-Time Cleaning" },
  { value: "weekly", label: "Weekly" },
  { value: "bi-weekly", label: "Every 2 Weeks" },
  { value: "monthly", label: "Monthly" },
  { value: "custom", label: "Custom Schedule" },
] as const;

export const PREFERRED_INGREDIENTS = [
  { value: "eco-friendly", label: "Eco-Friendly" },
  { value: "standard", label: "Standard" },
  { value: "no-preference", label: "No Preference" },
] as const;

type Option = { readonly value: string; readonly label: string };
/** The label of a stored value (the value itself when unknown). */
export function labelOf(options: readonly Option[], value: string): string {
  return options.find((o) => o.value === value)?.label ?? value;
}
