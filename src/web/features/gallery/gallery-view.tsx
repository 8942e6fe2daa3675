import { ImageOff } from "lucide-react";
import { useRef, useState } from "react";
import { GALLERY_ITEMS, type GalleryFilter, type GalleryItem } from "~/content/gallery-items";
import { CategoryTabs, tabId } from "./category-tabs";
import { GalleryCard } from "./gallery-card";
import { GalleryModal } from "./gallery-modal";
import { useGalleryMessages } from "~/i18n/gallery-messages";

const PANEL_ID = "gallery-panel";

/** Category tabs, the matching project cards and the detail dialog (spec 000 §2, §4). */
export function GalleryView() {
  const m = useGalleryMessages();
  const [filter, setFilter] = useState<GalleryFilter>("all");
  const [selected, setSelected] = useState<GalleryItem | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const items = filter === "all" ? GALLERY_ITEMS : GALLERY_ITEMS.filter((item) => item.category === filter);

  return (
    <>
      <CategoryTabs value={filter} onChange={setFilter} panelId={PANEL_ID} />
      {/* An empty panel has nothing focusable, so the panel itself takes the tab stop. */}
      <div role="tabpanel" id={PANEL_ID} aria-labelledby={tabId(filter)} tabIndex={items.length ? undefined : 0} className="mt-10">
        {items.length ? (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {items.map((item, index) => (
              <li key={item.id}>
                <GalleryCard
                  item={item}
                  eager={index === 0}
                  onOpen={(button) => {
                    opener.current = button;
                    setSelected(item);
                  }}
                />
              </li>
            ))}
          </ul>
        ) : (
          <div className="mx-auto flex max-w-xl flex-col items-center rounded-2xl border border-dashed border-line bg-white px-6 py-14 text-center">
            <ImageOff aria-hidden="true" className="h-10 w-10 text-muted" />
            <p role="status" className="mt-4 text-lg text-ink">
              {m.gallery.empty}
            </p>
          </div>
        )}
      </div>
      <GalleryModal item={selected} onClose={() => setSelected(null)} returnFocusTo={opener} />
    </>
  );
}
