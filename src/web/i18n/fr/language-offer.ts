// Offered on an English page to a first-time visitor whose browser prefers French: addressed to
// them in French, the one French text an English page shows.
export const languageOffer = {
  text: "Ce site est aussi offert en français.",
  accept: "Lire cette page en français",
  decline: "Continuer en anglais",
};
