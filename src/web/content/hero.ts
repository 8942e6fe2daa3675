import { Clock, ShieldCheck, Stethoscope, type LucideIcon } from "lucide-react";
import type { LandingMessages } from "~/i18n/landing-messages";

type BadgeId = keyof LandingMessages["landing"]["hero"]["badges"];

/** Hero badges in display order; texts in the catalog under the same id. */
export const HERO_BADGES: { id: BadgeId; icon: LucideIcon }[] = [
  { id: "emergency", icon: Clock },
  { id: "licensed", icon: ShieldCheck },
  { id: "medical", icon: Stethoscope },
];
