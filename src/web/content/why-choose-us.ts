import { Award, BadgeCheck, Clock, ClipboardCheck, Leaf, ShieldCheck, Siren, ThumbsUp, UserCheck, type LucideIcon } from "lucide-react";
import type { LandingMessages } from "~/i18n/landing-messages";

type Section = LandingMessages["landing"]["whyChooseUs"];

/** Benefit cards in display order; title and description in the catalog. */
export const BENEFITS: { id: keyof Section["benefits"]; icon: LucideIcon }[] = [
  { id: "licensed", icon: ShieldCheck },
  { id: "screened", icon: UserCheck },
  { id: "products", icon: Leaf },
  { id: "emergency", icon: Siren },
  { id: "quality", icon: ClipboardCheck },
  { id: "guarantee", icon: BadgeCheck },
];

export const WHY_BADGES: { id: keyof Section["badges"]; icon: LucideIcon }[] = [
  { id: "years", icon: Award },
  { id: "satisfaction", icon: ThumbsUp },
  { id: "availability", icon: Clock },
];
