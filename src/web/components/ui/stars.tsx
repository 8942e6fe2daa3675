import { Star } from "lucide-react";
import { useMessages } from "~/i18n/index";

/** A rating shown as that many filled stars, announced as text. */
export function Stars({ rating, className = "h-4 w-4" }: { rating: number; className?: string }) {
  const m = useMessages();
  return (
    <span role="img" aria-label={m.common.starsLabel(rating)} className="inline-flex gap-0.5">
      {Array.from({ length: rating }, (_, i) => (
        <Star key={i} aria-hidden="true" data-star className={`${className} fill-star text-star`} />
      ))}
    </span>
  );
}
