import { glints, plant, type Glint } from "./svg";

const defs = `<defs>
<linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#efebe4"/><stop offset="1" stop-color="#e2ddd4"/></linearGradient>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#bcd6ea"/><stop offset="1" stop-color="#e9f2f8"/></linearGradient>
<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#aab3bf"/><stop offset="1" stop-color="#c9d0d8"/></linearGradient>
<clipPath id="glass"><rect x="100" y="130" width="1000" height="330"/></clipPath>
</defs>`;

/** City towers seen through the window, each with rows of lit panes. */
function skyline(): string {
  const towers = [
    [110, 300, 90, "#9fb6ca"],
    [215, 250, 70, "#93abc1"],
    [300, 330, 110, "#a9bfd2"],
    [430, 220, 80, "#8ea7be"],
    [525, 290, 120, "#a2b9cd"],
    [660, 260, 75, "#94adc3"],
    [750, 310, 95, "#a9bfd2"],
    [860, 240, 85, "#8ea7be"],
    [960, 285, 130, "#9fb6ca"],
  ] as const;
  return towers
    .map(([x, top, w, fill]) => {
      let panes = "";
      for (let y = top + 16; y < 450; y += 26) {
        for (let px = x + 10; px < x + w - 14; px += 20) panes += `<rect x="${px}" y="${y}" width="10" height="12" fill="#dbe7f1" opacity="0.7"/>`;
      }
      return `<rect x="${x}" y="${top}" width="${w}" height="${460 - top}" fill="${fill}"/>${panes}`;
    })
    .join("");
}

function desk(x: number): string {
  const chairX = x + 275;
  return `
<rect x="${x + 16}" y="534" width="12" height="120" fill="#6b7280"/><rect x="${x + 352}" y="534" width="12" height="120" fill="#6b7280"/>
<rect x="${x + 28}" y="540" width="324" height="62" fill="#e4dfd6"/>
<rect x="${x}" y="518" width="380" height="18" rx="3" fill="#f6f3ee"/><rect x="${x}" y="532" width="380" height="4" fill="#d6d0c5"/>
<rect x="${x + 150}" y="500" width="14" height="20" fill="#4b5563"/><rect x="${x + 125}" y="512" width="64" height="7" rx="2" fill="#4b5563"/>
<rect x="${x + 80}" y="404" width="154" height="98" rx="6" fill="#1f2937"/><rect x="${x + 88}" y="412" width="138" height="82" rx="2" fill="#2e4259"/>
<path d="M${x + 88} 412h60l-40 82h-20z" fill="#ffffff" opacity="0.08"/>
<rect x="${x + 92}" y="508" width="120" height="9" rx="2" fill="#cfd4da"/>
<rect x="${x + 30}" y="496" width="22" height="24" rx="4" fill="#ffffff"/><rect x="${x + 50}" y="502" width="8" height="11" rx="4" fill="none" stroke="#ffffff" stroke-width="3"/>
<rect x="${chairX - 58}" y="500" width="116" height="96" rx="22" fill="#2f3640"/>
<rect x="${chairX - 72}" y="590" width="144" height="26" rx="10" fill="#262c35"/>
<rect x="${chairX - 6}" y="616" width="12" height="52" fill="#9aa1aa"/>
<path d="M${chairX - 70} 690l70-22 70 22" stroke="#3b424c" stroke-width="10" fill="none" stroke-linecap="round"/>
<circle cx="${chairX - 70}" cy="694" r="9" fill="#1f242b"/><circle cx="${chairX + 70}" cy="694" r="9" fill="#1f242b"/><circle cx="${chairX}" cy="682" r="9" fill="#1f242b"/>`;
}

const GLINTS: Glint[] = [
  [300, 742, 16],
  [860, 716, 12],
  [1010, 760, 9],
  [470, 522, 8],
  [150, 464, 10],
];

/** A bright open-plan office after a nightly clean. */
export const officeScene = () => `${defs}
<rect width="1200" height="800" fill="url(#wall)"/>
<rect width="1200" height="72" fill="#f7f5f1"/><rect y="72" width="1200" height="6" fill="#dad3c8"/>
${[150, 520, 890].map((x) => `<rect x="${x}" y="26" width="160" height="16" rx="3" fill="#fffbea"/><ellipse cx="${x + 80}" cy="60" rx="110" ry="14" fill="#fffdf5" opacity="0.6"/>`).join("")}
<rect x="90" y="120" width="1020" height="350" fill="#5b6472"/>
<rect x="100" y="130" width="1000" height="330" fill="url(#sky)"/>
<g clip-path="url(#glass)">${skyline()}<path d="M160 130h90l-150 330h-90z M300 130h40l-150 330h-40z" fill="#ffffff" opacity="0.18"/></g>
${[345, 600, 855].map((x) => `<rect x="${x}" y="130" width="10" height="330" fill="#5b6472"/>`).join("")}
<rect x="80" y="468" width="1040" height="14" rx="2" fill="#d7d0c5"/>
<rect y="566" width="1200" height="234" fill="url(#floor)"/><rect y="560" width="1200" height="9" fill="#cfc8bc"/>
<path d="M140 569h300l-120 231h-360z M620 569h260l-60 231h-320z" fill="#ffffff" opacity="0.13"/>
${plant(72, 640, 1.05)}${plant(1128, 640, 1.05)}
${desk(140)}${desk(680)}
${glints(GLINTS)}`;
