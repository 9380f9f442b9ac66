/**
 * The Today card's links (issue 31), in a module of their own: the card and the first paint from the page's
 * head (today-first-paint.ts) write the same addresses.
 */

/** A maps link for an address (geo: on phones opens the maps app; the web link elsewhere). */
export const mapsHref = (address: string, point: { latitude: number | null; longitude: number | null }) =>
  point.latitude !== null && point.longitude !== null
    ? `https://www.google.com/maps/search/?api=1&query=${point.latitude},${point.longitude}`
    : `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;

export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;

export const todayDetailPath = (id: number) =>
  `/vendorprofile/workorderdetails?id=${id}&origin=${encodeURIComponent("vendorprofile/today")}`;
