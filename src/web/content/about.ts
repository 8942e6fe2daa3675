import { Award, Clock, ThumbsUp, Users, type LucideIcon } from "lucide-react";
import type { LandingMessages } from "~/i18n/landing-messages";

type FigureId = keyof LandingMessages["landing"]["about"]["figures"];

/** About figures in display order (spec 000 §2); number and label in the catalog. */
export const ABOUT_FIGURES: { id: FigureId; icon: LucideIcon }[] = [
  { id: "clients", icon: Users },
  { id: "years", icon: Award },
  { id: "emergency", icon: Clock },
  { id: "satisfaction", icon: ThumbsUp },
];
