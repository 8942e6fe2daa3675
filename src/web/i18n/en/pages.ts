// The assessment page heading.
export const getQuote = {
  heading: "Free Job Assessment",
  intro: "Tell us about your space and we will prepare a free, no-obligation quote.",
};
