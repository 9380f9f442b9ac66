/**
 * What the notices feature offers the others: the vendor-lines Cancel Vendor command sends its notice, and the
 * createwoemailitem route (registered by wovendors) sends the others.
 */
export { deliverNotice, type NoticeSender, type NoticeTarget, noticeLine } from "./notice-delivery.ts";
export { NOTICE_TEXT } from "./notice-types.ts";
export { createWorkOrderEmailItem } from "./notices.service.ts";
export { vendorLineState } from "./vendor-line-state.ts";
