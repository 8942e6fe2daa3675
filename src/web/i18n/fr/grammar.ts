/** French number agreement: 0 and 1 (and anything under 2) take the singular. */
export const plural = (n: number, one: string, many: string) => (Math.abs(n) < 2 ? one : many);
