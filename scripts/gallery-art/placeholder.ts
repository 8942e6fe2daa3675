const defs = `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#eef2f6"/><stop offset="1" stop-color="#d5dde6"/></linearGradient></defs>`;

/** Neutral "no picture" frame shown when a gallery image cannot load. */
export const placeholderScene = () => `${defs}
<rect width="1200" height="800" fill="url(#bg)"/>
<rect x="470" y="300" width="260" height="200" rx="24" fill="none" stroke="#9aa8b8" stroke-width="14"/>
<circle cx="660" cy="360" r="22" fill="#9aa8b8"/>
<path d="M484 486l86-96 62 66 38-36 46 66z" fill="#9aa8b8"/>`;
