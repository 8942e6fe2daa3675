// What a French public page needs before it hydrates: the strings of the layout and navigation,
// and the home page's title and description (its route `meta` reads them synchronously). The other
// pages' titles are in meta.ts, loaded with those pages.
export { fr } from "./index";
export { homeMeta } from "./home-meta";
