import { Award, Clock, Smile, ThumbsUp, type LucideIcon } from "lucide-react";
import type { LandingMessages } from "~/i18n/landing-messages";

type Section = LandingMessages["landing"]["testimonials"];

/** Static testimonials (spec 000 §3): the rating here, name, company, text and location in the catalog. */
export const TESTIMONIALS: { id: keyof Section["items"]; rating: number }[] = [
  { id: "clinic", rating: 5 },
  { id: "accounting", rating: 5 },
  { id: "tech", rating: 5 },
  { id: "dental", rating: 5 },
  { id: "physio", rating: 5 },
  { id: "property", rating: 5 },
];

export const TESTIMONIAL_STATS: { id: keyof Section["stats"]; icon: LucideIcon }[] = [
  { id: "clients", icon: Smile },
  { id: "satisfaction", icon: ThumbsUp },
  { id: "years", icon: Award },
  { id: "availability", icon: Clock },
];
