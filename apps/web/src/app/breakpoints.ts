/** Spec 3 §9 breakpoints: extra-small below 600 px (a phone), where the closed drawer takes no room at all. */
export const XS_QUERY = "(max-width: 37.4375em)";
