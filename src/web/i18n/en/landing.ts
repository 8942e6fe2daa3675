export const landing = {};
