/** A quote editor control's id, from its dotted path: "quote-lines-0-quantity". */
export const fieldId = (path: string) => `quote-${path.replaceAll(".", "-")}`;
