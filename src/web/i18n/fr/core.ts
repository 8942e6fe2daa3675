// What a French public page needs before it hydrates: the strings of the layout and navigation,
// and every page's title and description (route `meta` functions read them synchronously).
export { fr } from "./index";
export { meta } from "./meta";
export { homeMeta } from "./home-meta";
