/**
 * The Today card's links and its one shared measure (issue 31), in a module of their own: the card and the first
 * paint from the page's head (today-first-paint.ts) write the same addresses and keep the same row height.
 */

/** A maps link for an address (geo: on phones opens the maps app; the web link elsewhere). */
export const mapsHref = (address: string, point: { latitude: number | null; longitude: number | null }) =>
  point.latitude !== null && point.longitude !== null
    ? `https://www.google.com/maps/search/?api=1&query=${point.latitude},${point.longitude}`
    : `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;

export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;

export const todayDetailPath = (id: number) =>
  `/vendorprofile/workorderdetails?id=${id}&origin=${encodeURIComponent("vendorprofile/today")}`;

/**
 * The height of a Today card's Accept / Decline row (Mantine's default Button), kept while its buttons load;
 * shared by the React card and the head's first paint (decision 0054), so neither shifts when they arrive.
 */
export const DECISION_ROW_PX = 36;
