export const consultation = {};
