import type { en } from "../en/index";
import { common, nav, notFound, routeError } from "./common";

// The French counterpart of `../en/index`: the strings every public page needs. Typed by the
// English catalog, so a missing or extra key fails to compile.
export const fr: typeof en = { common, nav, notFound, routeError };
