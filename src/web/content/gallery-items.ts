/** Gallery filters in tab order; "all" shows every item (spec 000 §9). */
export const GALLERY_FILTERS = ["all", "commercial", "residential", "healthcare", "post-construction"] as const;
export type GalleryFilter = (typeof GALLERY_FILTERS)[number];
export type GalleryCategory = Exclude<GalleryFilter, "all">;

export type GalleryItemId = "office-nightly-clean" | "living-room-refresh" | "clinic-disinfection" | "kitchen-deep-clean";

type GalleryItemBase = {
  id: GalleryItemId;
  category: GalleryCategory;
  /** Completion date (ISO); not every project has one. */
  date?: string;
  /** Review rating, in stars. */
  rating: number;
};

/**
 * Image paths (`src` of an image, `poster` of a video) have no extension: an AVIF and a WebP of
 * IMAGE_SIZE exist for each. A video's `src` is its WebM file.
 */
export type GalleryItem = (GalleryItemBase & { type: "image"; src: string }) | (GalleryItemBase & { type: "video"; src: string; poster: string });

export const IMAGE_SIZE = { width: 1200, height: 800 } as const;
export const PLACEHOLDER_IMAGE = "/gallery/placeholder.webp";

/** The still image of an item: the picture itself, or a video's poster frame. */
export const stillOf = (item: GalleryItem) => (item.type === "video" ? item.poster : item.src);

// Texts (title, description, review) live in the message catalog under the same ids.
export const GALLERY_ITEMS: readonly GalleryItem[] = [
  { id: "office-nightly-clean", type: "image", src: "/gallery/office", category: "commercial", date: "2024-09-12", rating: 5 },
  { id: "clinic-disinfection", type: "image", src: "/gallery/clinic", category: "healthcare", date: "2024-07-23", rating: 5 },
  { id: "living-room-refresh", type: "image", src: "/gallery/living-room", category: "residential", rating: 5 },
  {
    id: "kitchen-deep-clean",
    type: "video",
    src: "/gallery/kitchen-walkthrough.webm",
    poster: "/gallery/kitchen",
    category: "residential",
    date: "2024-05-06",
    rating: 5,
  },
];
