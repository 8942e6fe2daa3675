import { glints, type Glint } from "./svg";

const defs = `<defs>
<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#c5cfd6"/><stop offset="1" stop-color="#dfe6ea"/></linearGradient>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#c7dfec"/><stop offset="1" stop-color="#e8f2f7"/></linearGradient>
</defs>`;

const room = `
<rect width="1200" height="800" fill="#e8f0f4"/>
<rect y="420" width="1200" height="156" fill="#d5e3ea"/><rect y="414" width="1200" height="8" fill="#bfd0da"/>
<rect width="1200" height="62" fill="#f6f9fb"/><rect y="62" width="1200" height="5" fill="#d7e1e7"/>
${[200, 700].map((x) => `<rect x="${x}" y="20" width="220" height="22" rx="3" fill="#fdfdf8"/>`).join("")}
<rect y="576" width="1200" height="224" fill="url(#floor)"/><rect y="570" width="1200" height="8" fill="#b5c4ce"/>
<path d="M420 578h360l70 222h-500z" fill="#ffffff" opacity="0.16"/>`;

const windowBlinds = `
<rect x="92" y="110" width="246" height="282" fill="#fbfdfe"/><rect x="104" y="122" width="222" height="258" fill="url(#sky)"/>
${Array.from({ length: 9 }, (_, i) => `<rect x="104" y="${122 + i * 14}" width="222" height="9" fill="#eef3f6"/>`).join("")}
<rect x="84" y="390" width="262" height="10" rx="2" fill="#f2f6f8"/>`;

const curtain = `
<rect y="70" width="1200" height="6" fill="#aab8c2"/>
<path d="M0 76h74l-6 560h-68z" fill="#9cc3d5"/>
${[16, 36, 56].map((x) => `<rect x="${x}" y="76" width="5" height="560" fill="#86b1c5"/>`).join("")}`;

const examTable = `
<circle cx="560" cy="230" r="36" fill="#ffffff" stroke="#64748b" stroke-width="5"/><path d="M560 230v-22M560 230l14 8" stroke="#334155" stroke-width="4" stroke-linecap="round"/>
<rect x="640" y="180" width="92" height="140" rx="3" fill="#ffffff" stroke="#c9d6de" stroke-width="3"/>
${[
  [34, 10],
  [28, 8],
  [22, 6],
  [16, 5],
  [10, 4],
]
  .map(([w, h], i) => `<rect x="${686 - w! / 2}" y="${196 + i * 24}" width="${w}" height="${h}" rx="1" fill="#334155"/>`)
  .join("")}
<rect x="420" y="520" width="320" height="120" rx="6" fill="#eef2f5"/>
<rect x="436" y="536" width="140" height="44" rx="4" fill="#e3e9ee"/><rect x="584" y="536" width="140" height="44" rx="4" fill="#e3e9ee"/>
<rect x="436" y="588" width="288" height="40" rx="4" fill="#e3e9ee"/>
<rect x="490" y="556" width="32" height="5" rx="2" fill="#94a3b8"/><rect x="638" y="556" width="32" height="5" rx="2" fill="#94a3b8"/><rect x="564" y="606" width="32" height="5" rx="2" fill="#94a3b8"/>
<rect x="460" y="640" width="240" height="30" rx="4" fill="#d6dee4"/>
<rect x="530" y="482" width="230" height="42" rx="12" fill="#2f7f8f"/>
<rect x="404" y="482" width="150" height="42" rx="12" fill="#2b7383" transform="rotate(28 550 503)"/>
<rect x="546" y="474" width="214" height="10" fill="#ffffff"/><circle cx="760" cy="479" r="9" fill="#ffffff" stroke="#d4dde3" stroke-width="2"/>`;

const counter = `
<rect x="830" y="160" width="330" height="170" rx="4" fill="#fbfcfd" stroke="#d3dce2" stroke-width="3"/>
<rect x="993" y="160" width="3" height="170" fill="#d3dce2"/>
<rect x="975" y="290" width="4" height="26" rx="2" fill="#94a3b8"/><rect x="1011" y="290" width="4" height="26" rx="2" fill="#94a3b8"/>
${[
  ["#8cb4e0", 846],
  ["#b3a4d6", 896],
  ["#9fd3b5", 946],
]
  .map(
    ([fill, x]) =>
      `<rect x="${x}" y="360" width="44" height="56" rx="4" fill="${fill}"/><rect x="${Number(x) + 10}" y="366" width="24" height="6" rx="3" fill="#ffffff" opacity="0.8"/>`,
  )
  .join("")}
<rect x="1104" y="364" width="34" height="50" rx="4" fill="#c0392b"/><rect x="1104" y="364" width="34" height="12" rx="3" fill="#e5e7eb"/>
<rect x="820" y="452" width="360" height="20" rx="3" fill="#aeb9c2"/>
<rect x="830" y="472" width="340" height="168" fill="#f4f6f8"/>
${[830, 915, 1000, 1085].map((x) => `<rect x="${x + 6}" y="480" width="73" height="152" rx="3" fill="#eef2f5" stroke="#d3dce2" stroke-width="2"/><rect x="${x + 36}" y="494" width="14" height="4" rx="2" fill="#94a3b8"/>`).join("")}
<ellipse cx="960" cy="456" rx="56" ry="7" fill="#8895a0"/>
<path d="M960 452v-50q0-14 20-14h10" stroke="#9aa5ae" stroke-width="8" fill="none" stroke-linecap="round"/>
<rect x="1100" y="420" width="22" height="34" rx="4" fill="#e0f2fe"/><rect x="1106" y="410" width="10" height="12" fill="#64748b"/>`;

const stool = `
<ellipse cx="250" cy="612" rx="54" ry="16" fill="#334155"/><rect x="244" y="622" width="12" height="70" fill="#94a3b8"/>
<path d="M196 712l54-20 54 20" stroke="#475569" stroke-width="9" fill="none" stroke-linecap="round"/>`;

const GLINTS: Glint[] = [
  [560, 720, 16],
  [1000, 740, 12],
  [190, 760, 10],
  [700, 500, 9],
  [880, 462, 8],
];

/** A bright, disinfected examination room. */
export const clinicScene = () => `${defs}${room}${windowBlinds}${curtain}${examTable}${counter}${stool}${glints(GLINTS)}`;
