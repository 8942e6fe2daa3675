/**
 * Jump to the top before a link opens another page. The router's own reset would animate
 * (the page uses smooth scrolling), starting the new page mid-way down.
 */
export const scrollToTop = () => window.scrollTo({ top: 0, left: 0, behavior: "instant" });
