/** What the notices feature offers the others (the vendor-lines Cancel Vendor command sends its notice). */
export { deliverNotice, type NoticeSender, type NoticeTarget, noticeLine } from "./notice-delivery.ts";
export { NOTICE_TEXT } from "./notice-types.ts";
export { vendorLineState } from "./vendor-line-state.ts";
