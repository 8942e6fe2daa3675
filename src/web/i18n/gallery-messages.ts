import { gallery } from "./en/gallery";
import { useCatalog } from "./locale";

// The gallery's strings, in their own catalog: imported only by the gallery route, so no other page
// loads them. The French strings are a chunk of their own, loaded on French
// pages only.
const en = { gallery };
export const loadFrench = () => import("./fr/gallery").then(({ gallery }) => ({ gallery }));

export type GalleryMessages = typeof en;

export function useGalleryMessages(): GalleryMessages {
  return useCatalog(en, loadFrench);
}
