import { createRequire } from "node:module";

// The PDF's fonts: Inter, as static TrueType files (SIL Open Font License) from the
// @expo-google-fonts/inter package. pdfkit embeds TrueType and OpenType but not the WOFF2
// variable font the site uses. Resolved from this module like any package import, so the
// server finds them from its sources (tsx, vitest) and from its bundle (dist/server) alike.

const resolve = createRequire(import.meta.url).resolve;

export const FONTS = {
  regular: resolve("@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf"),
  semibold: resolve("@expo-google-fonts/inter/600SemiBold/Inter_600SemiBold.ttf"),
} as const;
