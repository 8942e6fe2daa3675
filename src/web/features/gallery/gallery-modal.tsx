import * as Dialog from "@radix-ui/react-dialog";
import { ArrowLeft, Quote } from "lucide-react";
import type { RefObject } from "react";
import { IMAGE_SIZE, type GalleryItem } from "~/content/gallery-items";
import { Button } from "~/components/ui/button";
import { Stars } from "~/components/ui/stars";
import { GalleryPicture } from "./gallery-picture";
import { useGalleryMessages } from "~/i18n/gallery-messages";

/** The project detail dialog; it is open while an item is selected, and closing clears it. */
export function GalleryModal({
  item,
  onClose,
  returnFocusTo,
}: {
  item: GalleryItem | null;
  onClose: () => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  return (
    <Dialog.Root open={item !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/70 backdrop-blur-sm" />
        {/* One dialog serves every card, so there is no Dialog.Trigger to refocus: return to the opening card. */}
        <Dialog.Content
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="fixed left-1/2 top-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-3xl -translate-x-1/2 -translate-y-1/2 flex-col overflow-y-auto rounded-2xl bg-white shadow-2xl outline-none"
        >
          {item ? <ModalBody item={item} /> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function ModalBody({ item }: { item: GalleryItem }) {
  const m = useGalleryMessages();
  const text = m.gallery.items[item.id];
  return (
    <>
      <div className="sticky top-0 z-10 border-b border-line bg-white/95 px-3 py-2 backdrop-blur">
        <Dialog.Close asChild>
          <Button variant="ghost" size="sm">
            <ArrowLeft aria-hidden="true" className="h-4 w-4" />
            {m.gallery.back}
          </Button>
        </Dialog.Close>
      </div>
      <div className="bg-ink">
        {item.type === "video" ? (
          <video
            controls
            // The clip has no sound track: nothing to caption.
            muted
            playsInline
            preload="metadata"
            poster={`${item.poster}.webp`}
            width={IMAGE_SIZE.width}
            height={IMAGE_SIZE.height}
            aria-label={text.alt}
            className="aspect-[3/2] h-auto w-full"
          >
            <source src={item.src} type="video/webm" />
            {m.gallery.videoUnsupported}
          </video>
        ) : (
          <GalleryPicture src={item.src} alt={text.alt} loading="eager" className="aspect-[3/2] h-auto w-full object-cover" />
        )}
      </div>
      <div className="p-6 sm:p-8">
        <Dialog.Title className="text-2xl font-bold tracking-tight text-ink">{text.title}</Dialog.Title>
        <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm">
          <div className="flex gap-1.5">
            <dt className="text-muted after:content-[':']">{m.gallery.categoryLabel}</dt>
            <dd data-modal-category className="font-semibold text-brand-800">
              {m.gallery.filters[item.category]}
            </dd>
          </div>
          {item.date ? (
            <div className="flex gap-1.5">
              <dt className="text-muted after:content-[':']">{m.gallery.dateLabel}</dt>
              <dd data-modal-date className="font-semibold text-ink">
                <time dateTime={item.date}>{m.gallery.formatDate(item.date)}</time>
              </dd>
            </div>
          ) : null}
        </dl>
        <Dialog.Description className="mt-4 leading-relaxed text-ink">{text.description}</Dialog.Description>
        <figure className="mt-6 rounded-xl bg-brand-50 p-5 ring-1 ring-inset ring-brand-100 sm:p-6">
          <div className="flex items-center justify-between gap-4">
            <h3 className="text-sm font-semibold uppercase tracking-wider text-brand-800">{m.gallery.reviewHeading}</h3>
            <Stars rating={item.rating} />
          </div>
          <blockquote className="mt-3 flex gap-3 text-ink">
            <Quote aria-hidden="true" className="mt-1 h-5 w-5 shrink-0 text-brand-600" />
            <p className="leading-relaxed">{text.review.text}</p>
          </blockquote>
          <figcaption className="mt-3 pl-8 text-sm font-semibold text-brand-900">{text.review.customer}</figcaption>
        </figure>
      </div>
    </>
  );
}
