import { common, nav, notFound, routeError } from "./common";

// The strings every public page needs (layout, navigation, footer, titles). Each feature's own
// strings are in a catalog of their own (`../*-messages.ts`), loaded with that feature only.
export const en = { common, nav, notFound, routeError };
