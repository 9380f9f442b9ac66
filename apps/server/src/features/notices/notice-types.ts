import type { NoticeAction } from "@fm/domain/contracts";

/** The notice actions of createwoemailitem (the contracts' NOTICE_ACTIONS). */
export type ActionType = NoticeAction;

interface NoticeText {
  /** Subject after "Work Order {wonumber} - ". */
  subject: string;
  /** What we ask of the vendor, one paragraph. */
  body: string;
}

export const NOTICE_TEXT: Record<ActionType, NoticeText> = {
  TICKET: {
    subject: "Work Order Ticket",
    body: "You have been dispatched to the work order below. The work-order ticket is attached; please confirm your schedule date and stay within the NTE.",
  },
  DISPATCHED: {
    subject: "Dispatched",
    body: "This work order is dispatched to you and is awaiting your schedule date. Please reply with the date and time your technician will be on site.",
  },
  TBS: {
    subject: "To Be Scheduled",
    body: "This work order still needs a schedule date. Please schedule the visit and let us know the date and time.",
  },
  TOS: {
    subject: "Tech On Site",
    body: "Our records show your technician on site. Please send an update on the work performed and the expected completion.",
  },
  PPV: {
    subject: "Pending Proposal",
    body: "We are waiting for your proposal for this work order. Please submit it with labor, materials and other costs itemised.",
  },
  WAITING_ON_PARTS: {
    subject: "Waiting on Parts",
    body: "This work order is waiting on parts. Please send the expected delivery date of the parts and the return visit date.",
  },
  CWOP: {
    subject: "Complete, Waiting on Paperwork",
    body: "The work is complete but we have not received the paperwork. Please send the signed sign-off ticket and your invoice.",
  },
  NOD_MISSING: {
    subject: "Notice of Deficiency - Missing Documents",
    body: "Your paperwork for this work order is incomplete: documents are missing. Please send the signed sign-off ticket, photos and invoice.",
  },
  NOD_QUALITY: {
    subject: "Notice of Deficiency - Quality",
    body: "The quality of the work or paperwork on this work order does not meet the requirements. Please contact dispatch to resolve it.",
  },
  NOD_WRONGAMOUNT: {
    subject: "Notice of Deficiency - Wrong Amount",
    body: "The invoice amount for this work order does not match the approved amount. Please send a corrected invoice.",
  },
  NOD_WRONGRATES: {
    subject: "Notice of Deficiency - Wrong Rates",
    body: "The rates on your invoice for this work order do not match your agreed trade rates. Please send a corrected invoice.",
  },
  cancel_vendor: {
    subject: "Cancelled",
    body: "This work order has been cancelled for your company. Please do not perform any further work; contact dispatch with any questions.",
  },
  signoff: {
    subject: "Sign-Off Ticket",
    body: "The sign-off ticket for this work order is attached. Please have the site manager sign it when the work is complete.",
  },
};

/** The notices createwoemailitem sends itself; cancel_vendor goes to the vendor-lines command. */
export type SendableNotice = Exclude<ActionType, "cancel_vendor">;
