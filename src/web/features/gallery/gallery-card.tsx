import { PlayCircle } from "lucide-react";
import { stillOf, type GalleryItem } from "~/content/gallery-items";
import { GalleryPicture } from "./gallery-picture";
import { useGalleryMessages } from "~/i18n/gallery-messages";

/**
 * A project card. The title button's ::after covers the whole card, so the card is one click
 * target with a real button name; the card itself shows the focus ring.
 */
export function GalleryCard({ item, eager, onOpen }: { item: GalleryItem; eager: boolean; onOpen: (button: HTMLButtonElement) => void }) {
  const m = useGalleryMessages();
  const text = m.gallery.items[item.id];
  return (
    <article
      data-gallery-card={item.id}
      className="group relative flex h-full flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-line transition-shadow hover:shadow-lg has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600"
    >
      <div className="relative aspect-[3/2] overflow-hidden bg-surface">
        <GalleryPicture
          src={stillOf(item)}
          alt=""
          loading={eager ? "eager" : "lazy"}
          className="h-full w-full object-cover transition-transform duration-300 group-hover:scale-[1.03] motion-reduce:transition-none"
        />
        {item.type === "video" ? (
          <span className="absolute bottom-3 left-3 inline-flex items-center gap-1.5 rounded-full bg-ink/85 px-3 py-1 text-xs font-semibold text-white">
            <PlayCircle aria-hidden="true" className="h-4 w-4" />
            {m.gallery.video}
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col p-5">
        <p data-card-category className="text-xs font-semibold uppercase tracking-wider text-brand-700">
          {m.gallery.filters[item.category]}
        </p>
        <h2 className="mt-1.5 text-lg font-semibold leading-snug text-ink">
          <button type="button" onClick={(e) => onOpen(e.currentTarget)} className="text-left after:absolute after:inset-0 focus-visible:outline-none">
            {text.title}
          </button>
        </h2>
        {item.date ? (
          <p className="mt-auto pt-3 text-sm text-muted">
            <time dateTime={item.date}>{m.gallery.formatDate(item.date)}</time>
          </p>
        ) : null}
      </div>
    </article>
  );
}
