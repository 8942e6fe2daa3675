import { gallery } from "./en/gallery";

// The gallery's strings, in their own catalog: imported only by the gallery route, so no
// other page loads them.
const catalogs = { en: { gallery } };

export type GalleryMessages = (typeof catalogs)["en"];

export function useGalleryMessages(): GalleryMessages {
  return catalogs.en;
}
