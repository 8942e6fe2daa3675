/** A four-point sparkle centred on (x, y). */
const sparkle = (x: number, y: number, r: number) =>
  `M${x} ${y - r}Q${x} ${y} ${x + r} ${y}Q${x} ${y} ${x} ${y + r}Q${x} ${y} ${x - r} ${y}Q${x} ${y} ${x} ${y - r}Z`;

const WINDOW_COLUMNS = [176, 238, 300];
const WINDOW_ROWS = [176, 222, 268];
const CHECKLIST_ROWS = [196, 218, 240];

/** Decorative hero drawing: a clean clinic building, a checklist and a shield. No external image. */
export function HeroIllustration({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 520 440" aria-hidden="true" focusable="false" className={className}>
      <circle cx="270" cy="225" r="200" className="fill-brand-100/70" />
      <ellipse cx="262" cy="394" rx="190" ry="12" className="fill-brand-200/60" />

      <rect x="150" y="110" width="220" height="282" rx="16" className="fill-white stroke-brand-200" strokeWidth="2" />
      <path d="M150 126a16 16 0 0 1 16-16h188a16 16 0 0 1 16 16v30H150z" className="fill-brand-700" />
      <rect x="254" y="121" width="12" height="24" rx="2" className="fill-white" />
      <rect x="248" y="127" width="24" height="12" rx="2" className="fill-white" />
      {WINDOW_ROWS.flatMap((y) =>
        WINDOW_COLUMNS.map((x) => (
          <g key={`${x}-${y}`}>
            <rect x={x} y={y} width="44" height="30" rx="5" className="fill-brand-50 stroke-brand-200" strokeWidth="2" />
            <path d={`M${x + 9} ${y + 21}l12-12`} className="stroke-white" strokeWidth="3" strokeLinecap="round" />
          </g>
        )),
      )}
      <rect x="176" y="322" width="44" height="30" rx="5" className="fill-brand-50 stroke-brand-200" strokeWidth="2" />
      <rect x="300" y="322" width="44" height="30" rx="5" className="fill-brand-50 stroke-brand-200" strokeWidth="2" />
      <rect x="236" y="318" width="48" height="74" rx="6" className="fill-brand-600" />
      <circle cx="274" cy="358" r="3" className="fill-brand-100" />

      <g className="drop-shadow-lg">
        <rect x="64" y="172" width="150" height="92" rx="14" className="fill-white" />
        {CHECKLIST_ROWS.map((y) => (
          <g key={y}>
            <circle cx="88" cy={y} r="8" className="fill-brand-600" />
            <path d={`M84 ${y}l3 3 5-6`} className="stroke-white" strokeWidth="2" fill="none" strokeLinecap="round" strokeLinejoin="round" />
            <rect x="104" y={y - 4} width={y === 218 ? 70 : 92} height="8" rx="4" className="fill-line" />
          </g>
        ))}
      </g>

      <g className="drop-shadow-xl">
        <path d="M392 244l58 21v45c0 39-25 64-58 78-33-14-58-39-58-78v-45z" className="fill-brand-700 stroke-white" strokeWidth="6" strokeLinejoin="round" />
        <path d="M367 312l17 17 34-36" className="stroke-white" strokeWidth="10" fill="none" strokeLinecap="round" strokeLinejoin="round" />
      </g>

      <path d={sparkle(450, 128, 18)} className="fill-brand-600" />
      <path d={sparkle(118, 112, 12)} className="fill-brand-200" />
      <path d={sparkle(476, 212, 9)} className="fill-brand-700" />
      <path d={sparkle(92, 330, 10)} className="fill-brand-600" />
      <circle cx="428" cy="84" r="8" className="fill-none stroke-brand-200" strokeWidth="2" />
      <circle cx="82" cy="146" r="5" className="fill-none stroke-brand-200" strokeWidth="2" />
      <circle cx="470" cy="352" r="6" className="fill-none stroke-brand-200" strokeWidth="2" />
    </svg>
  );
}
