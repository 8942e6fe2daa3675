import { glints, planks, plant, type Glint } from "./svg";

const defs = `<defs>
<linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ede4d7"/><stop offset="1" stop-color="#e3d8c8"/></linearGradient>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#c4dcea"/><stop offset="1" stop-color="#e6f0f5"/></linearGradient>
<clipPath id="glass"><rect x="90" y="150" width="234" height="312"/></clipPath>
<radialGradient id="glow"><stop offset="0" stop-color="#fff4d6" stop-opacity="0.9"/><stop offset="1" stop-color="#fff4d6" stop-opacity="0"/></radialGradient>
</defs>`;

const windowAndCurtains = `
<rect x="76" y="136" width="262" height="340" fill="#f9f7f2"/>
<rect x="90" y="150" width="234" height="312" fill="url(#sky)"/>
<g clip-path="url(#glass)"><circle cx="150" cy="400" r="70" fill="#8fb38a"/><circle cx="250" cy="420" r="60" fill="#79a274"/><circle cx="200" cy="370" r="50" fill="#9cc096"/></g>
<rect x="200" y="150" width="14" height="312" fill="#f9f7f2"/><rect x="90" y="300" width="234" height="12" fill="#f9f7f2"/>
<rect x="60" y="476" width="294" height="14" rx="2" fill="#f5f1ea"/>
<rect x="30" y="104" width="356" height="8" rx="4" fill="#5b4a3a"/>
<path d="M36 112h74v468h-84z" fill="#d8c9b3"/><path d="M306 112h74l10 468h-84z" fill="#d8c9b3"/>
${[52, 76, 330, 354].map((x) => `<rect x="${x}" y="112" width="4" height="468" fill="#c6b59c"/>`).join("")}`;

const art = `
<rect x="556" y="166" width="288" height="188" fill="#3b3631"/><rect x="568" y="178" width="264" height="164" fill="#f7f3ec"/>
<rect x="588" y="198" width="224" height="124" fill="#dfe7e6"/>
<circle cx="760" cy="236" r="26" fill="#e0a85c"/>
<path d="M588 322l70-70 50 46 40-30 64 54z" fill="#8fa98d"/><path d="M588 322l110-50 114 50z" fill="#6f8f7a"/>`;

const sofa = `
<rect x="450" y="380" width="500" height="150" rx="26" fill="#56687d"/>
<rect x="478" y="398" width="214" height="112" rx="18" fill="#677a91"/><rect x="708" y="398" width="214" height="112" rx="18" fill="#677a91"/>
<rect x="470" y="496" width="460" height="74" rx="12" fill="#6b7f96"/>
<rect x="418" y="440" width="76" height="160" rx="22" fill="#52647a"/><rect x="906" y="440" width="76" height="160" rx="22" fill="#52647a"/>
<rect x="440" y="566" width="520" height="34" rx="6" fill="#4a5b70"/>
${[456, 932].map((x) => `<rect x="${x}" y="600" width="12" height="22" fill="#3b2f25"/>`).join("")}
<rect x="500" y="440" width="92" height="80" rx="14" fill="#d9a650" transform="rotate(-10 546 480)"/>
<rect x="808" y="440" width="92" height="80" rx="14" fill="#f2ece2" transform="rotate(9 854 480)"/>`;

const table = `
<path d="M320 648h760l90 152h-940z" fill="#dcd2c3"/><path d="M350 662h700l72 126h-844z" fill="none" stroke="#c2b39d" stroke-width="4"/>
<rect x="580" y="640" width="14" height="90" fill="#6b4429"/><rect x="806" y="640" width="14" height="90" fill="#6b4429"/>
<rect x="556" y="626" width="288" height="20" rx="4" fill="#8b5e3c"/><rect x="556" y="642" width="288" height="6" fill="#744c30"/>
<rect x="600" y="606" width="86" height="10" rx="2" fill="#2f4858"/><rect x="606" y="596" width="74" height="10" rx="2" fill="#c97c5d"/><rect x="598" y="616" width="92" height="10" rx="2" fill="#e6dccb"/>
<path d="M752 626c-16-8-16-40 0-48h16c16 8 16 40 0 48z" fill="#f4f1ea"/>
<path d="M760 580c-4-20-18-34-30-40M760 580c2-22 10-36 24-44M760 580v-46" stroke="#4d7a55" stroke-width="3" fill="none"/>
<circle cx="730" cy="540" r="8" fill="#e8b9a2"/><circle cx="784" cy="536" r="8" fill="#f2d28a"/><circle cx="760" cy="530" r="8" fill="#e8b9a2"/>`;

const lamp = `
<circle cx="1060" cy="276" r="150" fill="url(#glow)"/>
<rect x="1056" y="300" width="8" height="300" fill="#2b2b2b"/><ellipse cx="1060" cy="602" rx="38" ry="8" fill="#2b2b2b"/>
<path d="M1016 236h88l22 74h-132z" fill="#f6efe2"/>`;

const GLINTS: Glint[] = [
  [640, 628, 10],
  [420, 720, 14],
  [1000, 760, 12],
  [222, 700, 9],
  [880, 560, 8],
];

/** A tidy family living room in warm daylight. */
export const livingRoomScene = () => `${defs}
<rect width="1200" height="800" fill="url(#wall)"/>
${planks(580, 44, "#c49a6c", "#b0865a")}
<rect y="570" width="1200" height="12" fill="#f8f5ef"/>
<path d="M100 582h240l140 218h-300z" fill="#fff7e6" opacity="0.18"/>
${windowAndCurtains}${art}${lamp}${plant(1150, 640, 0.9, "#cfc6b8")}${sofa}${table}
${glints(GLINTS)}`;
