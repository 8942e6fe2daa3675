import { assessment } from "./assessment";
import { clientLogin } from "./client-login";
import { common, footer, nav, notFound, routeError, sidebar } from "./common";
import { consultation } from "./consultation";
import { gallery } from "./gallery";
import { landing } from "./landing";
import { meta } from "./meta";
import { getQuote } from "./pages";
import { vacancy } from "./vacancy";

export const en = { common, sidebar, nav, footer, notFound, routeError, meta, landing, consultation, gallery, vacancy, getQuote, clientLogin, assessment };
