/**
 * The attachment types of the portals (spec 2 §3: "In the portal variants the list is 7 Invoice, 9 Photo,
 * 3 Proposal, 8 Sign Off, 1 Work Request, 10 Other"), in that order with those names: what the vendor and
 * customer portals offer for uploads and the only order-level staff files a vendor sees (issue 29).
 */
export const PORTAL_ATTACHMENT_TYPES: ReadonlyArray<{ id: number; name: string }> = [
  { id: 7, name: "Invoice" },
  { id: 9, name: "Photo" },
  { id: 3, name: "Proposal" },
  { id: 8, name: "Sign Off" },
  { id: 1, name: "Work Request" },
  { id: 10, name: "Other" },
];

export const PORTAL_ATTACHMENT_TYPE_IDS: readonly number[] = PORTAL_ATTACHMENT_TYPES.map((t) => t.id);

/** The portal type a technician's photo is filed as (issue 31: tagged Before / After). */
export const PHOTO_ATTACHMENT_TYPE_ID = 9;
/** A technician photo's tag (workorderattachments.phototag). */
export const PHOTO_TAGS = ["Before", "After"] as const;
export type PhotoTag = (typeof PHOTO_TAGS)[number];
