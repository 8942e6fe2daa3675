/** Size of every gallery scene; the published images keep this 3:2 frame. */
export const WIDTH = 1200;
export const HEIGHT = 800;

/** A complete SVG document of a scene. A smaller `viewBox` zooms in (used by video frames). */
export function svgDocument(body: string, viewBox = `0 0 ${WIDTH} ${HEIGHT}`): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}" width="${WIDTH}" height="${HEIGHT}">${body}</svg>`;
}

/** A four-point glint, the "just cleaned" shine on a surface. */
export function sparkle(x: number, y: number, r: number, opacity = 0.9): string {
  const c = `${x} ${y}`;
  return `<path d="M${x} ${y - r}Q${c} ${x + r} ${y}Q${c} ${x} ${y + r}Q${c} ${x - r} ${y}Q${c} ${x} ${y - r}Z" fill="#ffffff" opacity="${opacity}"/>`;
}

export type Glint = readonly [x: number, y: number, r: number];

export const glints = (list: readonly Glint[], opacity?: number) => list.map(([x, y, r]) => sparkle(x, y, r, opacity)).join("");

/** Horizontal floor planks with staggered joints, for wood floors from `top` to the bottom edge. */
export function planks(top: number, rowHeight: number, fill: string, line: string): string {
  let out = `<rect x="0" y="${top}" width="${WIDTH}" height="${HEIGHT - top}" fill="${fill}"/>`;
  for (let y = top, row = 0; y < HEIGHT; y += rowHeight, row++) {
    out += `<rect x="0" y="${y}" width="${WIDTH}" height="2" fill="${line}"/>`;
    for (let x = (row % 3) * 130 + 60; x < WIDTH; x += 390) {
      out += `<rect x="${x}" y="${y}" width="2" height="${rowHeight}" fill="${line}"/>`;
    }
  }
  return out;
}

/** A potted plant standing with its pot base at (x, y). */
export function plant(x: number, y: number, scale = 1, pot = "#e6e1d8"): string {
  const leaves = [
    [-40, -120, -30, "#3f7d5a"],
    [35, -130, 25, "#2f6b4a"],
    [-10, -165, -5, "#4d8f68"],
    [-55, -80, -50, "#2f6b4a"],
    [55, -85, 45, "#3f7d5a"],
    [15, -105, 10, "#56996f"],
  ] as const;
  const leafSvg = leaves
    .map(([dx, dy, rot, fill]) => `<ellipse cx="${dx}" cy="${dy}" rx="20" ry="52" fill="${fill}" transform="rotate(${rot} ${dx} ${dy})"/>`)
    .join("");
  return `<g transform="translate(${x} ${y}) scale(${scale})">${leafSvg}<path d="M-38 -60H38L30 0H-30Z" fill="${pot}"/><rect x="-42" y="-66" width="84" height="10" rx="3" fill="${pot}" opacity="0.85"/></g>`;
}
