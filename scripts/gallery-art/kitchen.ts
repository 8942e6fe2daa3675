import { planks, type Glint } from "./svg";

const defs = `<defs>
<pattern id="tile" width="60" height="30" patternUnits="userSpaceOnUse">
<rect width="60" height="30" fill="#f9f9f6"/><path d="M0 0.5H60M0 15.5H60M0.5 0V15M30.5 15V30" stroke="#dedbd3" stroke-width="1.5"/>
</pattern>
<linearGradient id="steel" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#d7dce0"/><stop offset="0.6" stop-color="#c3cacf"/><stop offset="1" stop-color="#b4bbc1"/></linearGradient>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#c4dcea"/><stop offset="1" stop-color="#e8f1f6"/></linearGradient>
<clipPath id="glass"><rect x="452" y="112" width="236" height="196"/></clipPath>
</defs>`;

const cabinet = (x: number, y: number, w: number, h: number, fill: string, line: string, handle: string, handleY: number) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="3" fill="${fill}" stroke="${line}" stroke-width="3"/><rect x="${x + w / 2 - 3}" y="${handleY}" width="6" height="30" rx="3" fill="${handle}"/>`;

const walls = `
<rect width="1200" height="800" fill="#f2eee8"/>
<rect x="50" y="296" width="920" height="160" fill="url(#tile)"/>
${[60, 160, 260].map((x) => cabinet(x, 90, 96, 200, "#fbfaf8", "#dcd8d0", "#8d9399", 240)).join("")}
<rect x="440" y="100" width="260" height="220" fill="#fbfaf8"/><rect x="452" y="112" width="236" height="196" fill="url(#sky)"/>
<g clip-path="url(#glass)"><circle cx="500" cy="300" r="60" fill="#8fb38a"/><circle cx="620" cy="310" r="70" fill="#79a274"/></g>
<rect x="566" y="112" width="8" height="196" fill="#fbfaf8"/><rect x="432" y="318" width="276" height="10" rx="2" fill="#efebe4"/>
<path d="M800 0h100v200l50 90h-200l50-90z" fill="url(#steel)"/><rect x="740" y="286" width="220" height="10" rx="2" fill="#a9b1b8"/>`;

const counter = `
<rect x="50" y="450" width="920" height="22" rx="3" fill="#e7e4de"/><rect x="50" y="468" width="920" height="5" fill="#d3cfc6"/>
${[60, 178, 296, 414, 532, 650].map((x) => cabinet(x, 476, 112, 164, "#2f4058", "#26354a", "#c9a66b", 500)).join("")}
<rect x="770" y="476" width="190" height="164" rx="3" fill="url(#steel)"/><rect x="790" y="520" width="150" height="96" rx="6" fill="#2a3038"/>
<rect x="790" y="492" width="150" height="8" rx="4" fill="#8a939b"/><rect x="760" y="440" width="210" height="12" rx="2" fill="#1f2328"/>
<rect x="560" y="448" width="100" height="8" rx="3" fill="#b8bec4"/>
<path d="M612 450v-48q0-16 22-16h6" stroke="#a9b0b6" stroke-width="8" fill="none" stroke-linecap="round"/>
<rect x="120" y="402" width="60" height="48" rx="6" fill="#7c6a58"/><rect x="130" y="392" width="40" height="14" rx="3" fill="#5b4b3c"/>
<rect x="984" y="112" width="184" height="528" rx="6" fill="url(#steel)"/><rect x="984" y="326" width="184" height="4" fill="#a3abb2"/>
<rect x="1000" y="200" width="8" height="100" rx="4" fill="#8a939b"/><rect x="1000" y="350" width="8" height="120" rx="4" fill="#8a939b"/>`;

const island = `
<ellipse cx="550" cy="786" rx="330" ry="16" fill="#7a5a3c" opacity="0.35"/><rect x="256" y="632" width="588" height="150" fill="#3a4d68"/><rect x="256" y="632" width="588" height="10" fill="#2a3a50" opacity="0.6"/><rect x="240" y="610" width="620" height="24" rx="3" fill="#f1f0ec"/>
${[0, 1, 2].map((i) => `<rect x="${276 + i * 190}" y="648" width="168" height="118" rx="3" fill="none" stroke="#2f4058" stroke-width="3"/>`).join("")}
<ellipse cx="420" cy="604" rx="58" ry="12" fill="#ffffff"/><circle cx="398" cy="590" r="15" fill="#e8893a"/><circle cx="426" cy="584" r="15" fill="#f0a040"/><circle cx="450" cy="594" r="14" fill="#8cb54a"/>
<path d="M690 610h40l-6-40h-28z" fill="#d8d2c7"/><path d="M710 572c-18-24-10-44 0-56 10 12 18 32 0 56zM706 576c-26-8-34-26-34-40 16 2 30 16 34 40zM714 576c26-8 34-26 34-40-16 2-30 16-34 40z" fill="#4d8f68"/>
${[330, 550, 770].map((x) => `<rect x="${x - 46}" y="682" width="92" height="16" rx="5" fill="#b98a5a"/><path d="M${x - 36} 698l-8 102M${x + 36} 698l8 102" stroke="#222831" stroke-width="6"/>`).join("")}`;

const pendants = [350, 550, 750]
  .map(
    (x) =>
      `<rect x="${x - 1}" y="0" width="2" height="356" fill="#333a42"/><path d="M${x - 38} 392q0-38 38-38t38 38z" fill="#c8a15a"/><ellipse cx="${x}" cy="392" rx="30" ry="5" fill="#fff3cf"/>`,
  )
  .join("");

/** Where the shine glints sit; the video fades them in and out. */
export const KITCHEN_GLINTS: Glint[] = [
  [300, 460, 12],
  [1080, 240, 14],
  [620, 618, 10],
  [860, 455, 8],
  [160, 740, 14],
  [940, 770, 11],
];

/** A spotless family kitchen: navy lowers, white uppers, stainless appliances. The glints are added by the caller. */
export const kitchenScene = () => `${defs}${walls}${planks(640, 40, "#b98d62", "#a67b52")}${counter}${pendants}${island}`;
