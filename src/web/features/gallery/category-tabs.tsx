import { useRef, type KeyboardEvent } from "react";
import { GALLERY_FILTERS, type GalleryFilter } from "~/content/gallery-items";
import { clsx } from "clsx";
import { useGalleryMessages } from "~/i18n/gallery-messages";

export const tabId = (filter: GalleryFilter) => `gallery-tab-${filter}`;

const KEY_STEPS: Record<string, (index: number, last: number) => number> = {
  ArrowRight: (i, last) => (i === last ? 0 : i + 1),
  ArrowLeft: (i, last) => (i === 0 ? last : i - 1),
  Home: () => 0,
  End: (_, last) => last,
};

/** The category filter as an ARIA tablist: one tab stop, arrow keys move and select. */
export function CategoryTabs({ value, onChange, panelId }: { value: GalleryFilter; onChange: (f: GalleryFilter) => void; panelId: string }) {
  const m = useGalleryMessages();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (e: KeyboardEvent, index: number) => {
    const step = KEY_STEPS[e.key];
    if (!step) return;
    e.preventDefault();
    const next = step(index, GALLERY_FILTERS.length - 1);
    onChange(GALLERY_FILTERS[next]!);
    tabs.current[next]?.focus();
  };

  return (
    <div role="tablist" aria-label={m.gallery.filtersLabel} className="flex flex-wrap justify-center gap-2">
      {GALLERY_FILTERS.map((filter, index) => {
        const selected = filter === value;
        return (
          <button
            key={filter}
            ref={(el) => {
              tabs.current[index] = el;
            }}
            type="button"
            role="tab"
            id={tabId(filter)}
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(filter)}
            onKeyDown={(e) => onKeyDown(e, index)}
            className={clsx(
              "rounded-full px-4 py-2 text-sm font-semibold",
              selected ? "bg-brand-700 text-white shadow-sm" : "bg-white text-ink ring-1 ring-inset ring-line hover:bg-brand-50 hover:text-brand-800",
            )}
          >
            {m.gallery.filters[filter]}
          </button>
        );
      })}
    </div>
  );
}
