export const vacancy = {};
