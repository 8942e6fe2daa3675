import { Clock, ShieldCheck, Stethoscope, type LucideIcon } from "lucide-react";
import type { Messages } from "~/i18n/index";

type BadgeId = keyof Messages["landing"]["hero"]["badges"];

/** Hero badges in display order; texts in the catalog under the same id. */
export const HERO_BADGES: { id: BadgeId; icon: LucideIcon }[] = [
  { id: "emergency", icon: Clock },
  { id: "licensed", icon: ShieldCheck },
  { id: "medical", icon: Stethoscope },
];
