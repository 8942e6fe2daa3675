import { useEffect, useRef, useState } from "react";
import { IMAGE_SIZE, PLACEHOLDER_IMAGE } from "~/content/gallery-items";

type Props = { src: string; alt: string; loading: "eager" | "lazy"; className?: string };

/**
 * A gallery image as AVIF with a WebP fallback. If it cannot load, the placeholder replaces it;
 * the AVIF source is dropped too, since a <source> would otherwise win over the img's src.
 */
export function GalleryPicture({ src, alt, loading, className }: Props) {
  const [broken, setBroken] = useState(false);
  const ref = useRef<HTMLImageElement>(null);

  // The prerendered image may have failed before hydration attached onError.
  useEffect(() => {
    const img = ref.current;
    if (img?.complete && img.naturalWidth === 0) setBroken(true);
  }, []);

  return (
    <picture>
      {broken ? null : <source type="image/avif" srcSet={`${src}.avif`} />}
      <img
        ref={ref}
        src={broken ? PLACEHOLDER_IMAGE : `${src}.webp`}
        alt={alt}
        width={IMAGE_SIZE.width}
        height={IMAGE_SIZE.height}
        loading={loading}
        // An image shown at once is the page's largest paint: fetch it ahead of the scripts.
        fetchPriority={loading === "eager" ? "high" : "auto"}
        decoding="async"
        onError={() => setBroken(true)}
        className={className}
      />
    </picture>
  );
}
