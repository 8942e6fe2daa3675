export const gallery = {};
