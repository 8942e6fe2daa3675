import { admin, adminAuth } from "./admin";
import { assessment } from "./assessment";
import { common, footer, nav, notFound, routeError } from "./common";
import { consultation } from "./consultation";
import { gallery } from "./gallery";
import { landing } from "./landing";
import { meta } from "./meta";
import { clientLogin, getQuote } from "./pages";
import { vacancy } from "./vacancy";

export const en = { common, nav, footer, notFound, routeError, meta, landing, consultation, gallery, vacancy, getQuote, clientLogin, assessment, adminAuth, admin };
