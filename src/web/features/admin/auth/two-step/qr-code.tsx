import { encode } from "uqr";

/**
 * A QR code as an SVG drawn from its modules (uqr encodes; no canvas, no image data URL, so the
 * page's CSP stays as it is). Dark on white with the quiet zone the standard asks for.
 */
export function QrCode({ value, label, size = 208 }: { value: string; label: string; size?: number }) {
  const { data, size: modules } = encode(value, { ecc: "M", border: 4 });
  const path = data.flatMap((row, y) => row.flatMap((dark, x) => (dark ? [`M${x} ${y}h1v1h-1z`] : []))).join("");
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${modules} ${modules}`}
      width={size}
      height={size}
      shapeRendering="crispEdges"
      className="rounded-md bg-white"
    >
      <rect width={modules} height={modules} fill="#fff" />
      <path d={path} fill="#111827" />
    </svg>
  );
}
