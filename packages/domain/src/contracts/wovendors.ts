import { z } from "zod";
import { searchBox } from "./control-chars.ts";
import { EventCounts } from "./event-counts.ts";
import { pageOf, pageParam, pageSizeParam } from "./grid-query.ts";
import { NOTICE_ACTIONS } from "./notices.ts";
import {
  id,
  idList,
  int,
  money,
  nullableId,
  optionalDate,
  optionalText,
  requiredText,
  text,
  version,
} from "./primitives.ts";
import { LineAcceptance } from "./vendor-acceptance.ts";
import { VendorSearchComplianceItem } from "./vendor-search.ts";

/** A vendor line of the work order's Vendor tab (GET /api/workorder/getworkordervendors). */
/** What the caller may do on the line (the policies' answers; packages/domain/src/policies/abilities.ts). */
export const VendorLineAbilities = z.object({
  edit: z.boolean(),
  detach: z.boolean(),
  cancelVendor: z.boolean(),
  approver: z.boolean(),
  approveInvoice: z.boolean(),
  unapproveInvoice: z.boolean(),
  flagNod: z.boolean(),
  qc: z.boolean(),
  attachInvoice: z.boolean(),
  createProposal: z.boolean(),
  sendTicket: z.boolean(),
  quoteOnlyRequest: z.boolean(),
  statusNotices: z.array(z.enum(NOTICE_ACTIONS)),
  sendableNotices: z.array(z.enum(NOTICE_ACTIONS)),
});
export type VendorLineAbilities = z.infer<typeof VendorLineAbilities>;

export const VendorLine = z.object({
  id: z.number(),
  wovendorid: z.number(),
  workordervendorid: z.number(),
  version: z.number(),
  vendorid: z.number(),
  vendorname: z.string(),
  minnte: z.number().nullable(),
  quoteonly: z.boolean(),
  /** The trade the vendor was attached for (Select Vendor's trade), if any. */
  tradeid: z.number().nullable(),
  tradename: z.string().nullable(),
  invnumber: z.string().nullable(),
  status: z.string().nullable(),
  createddate: z.string(),
  vendoraddress: z.string(),
  vendorcity: z.string(),
  vendorstate: z.string(),
  vendorzip: z.string(),
  primaryphone: z.string().nullable(),
  dispatchemail: z.string().nullable(),
  paidbycc: z.boolean(),
  quotedamount: z.number(),
  /** The vendor's bill (portal submission or staff entry): amount and date, null until billed. */
  invoiceamount: z.number().nullable(),
  invoicedate: z.iso.date().nullable(),
  /** What the line costs the order (vendorLineCostCents): the bill once billed, else the quote. */
  cost: z.number(),
  nodflagged: z.boolean(),
  note: z.string().nullable(),
  isapproved: z.boolean(),
  /** Issue 32 §5: the invoice rules the vendor's portal invoice failed, and whether the system approved it. */
  failedrules: z.array(z.object({ key: z.string(), message: z.string() })),
  autoapproved: z.boolean(),
  eventcounts: EventCounts,
  abilities: VendorLineAbilities,
  /** Issue 32: the vendor's answer to the dispatch (badge on the Vendor tab line). */
  acceptance: LineAcceptance,
});
export type VendorLine = z.infer<typeof VendorLine>;
export const VendorLines = z.array(VendorLine);

/** Sort orders of the Select Vendor popup. */
export const VENDOR_SORTS = ["priority", "distance", "name", "tier", "rating"] as const;
export type VendorSort = (typeof VENDOR_SORTS)[number];

/** A row of the Select Vendor popup (GET /api/workorder/getvendorsbytrades). */
export const VendorSelectionRow = z.object({
  id: z.number(),
  name: z.string(),
  isactive: z.boolean(),
  excludedfromcustomer: z.boolean(),
  minnte: z.number().nullable(),
  createddate: z.string(),
  vendorrating: z.number(),
  numberofratings: z.number(),
  vendorstatustypeid: z.number().nullable(),
  vendorstatus: z.string().nullable(),
  primaryphone: z.string().nullable(),
  backgroundchecksrun: z.boolean(),
  dispatchemail: z.string().nullable(),
  address: z.string(),
  city: z.string(),
  statecode: z.string(),
  postalcode: z.string(),
  wocount: z.number(),
  distancefromjob: z.number().nullable(),
  mssw: z.null(),
  term: z.string().nullable(),
  tierid: z.number().nullable(),
  primarytrade: z.string().nullable(),
  paperworkcomplete: z.boolean(),
  dispatchpriority: z.number().nullable(),
  /** The vendor's coverage ZIPs (Import Zips) include the job site's ZIP. */
  coversjobsite: z.boolean(),
  /** Compliance (issue 15, vendor-compliance.ts): GL/WC/W9 expiring within 30 days or expired. */
  compliancealert: z.boolean(),
  compliance: z.array(VendorSearchComplianceItem),
  /** False too when expired insurance blocks the vendor (complianceBlock). */
  canattach: z.boolean(),
  /** Issue 32 §4: the scorecard's score (the one trade's when one is asked, else overall); null: not measured. */
  score: z.number().nullable(),
});
export type VendorSelectionRow = z.infer<typeof VendorSelectionRow>;

export const VendorsByTradesQuery = z.object({
  workorderId: id("workorderId"),
  tradeIds: idList("tradeIds", 50),
  page: pageParam,
  pageSize: pageSizeParam(20),
  search: searchBox(100).default(""),
  sort: z.enum(VENDOR_SORTS, { error: `sort must be one of ${VENDOR_SORTS.join(", ")}` }).default("priority"),
});
export type VendorsByTradesQuery = z.infer<typeof VendorsByTradesQuery>;
export const VendorSelectionPage = pageOf(VendorSelectionRow);
export type VendorSelectionPage = z.infer<typeof VendorSelectionPage>;

export const WorkOrderVendorsQuery = z.object({ workorderid: id("workorderid") });

export const SaveVendorBody = z.object({
  workorderid: id("workorderid"),
  vendorid: id("Vendor"),
  tradeid: nullableId("Trade"),
});

/**
 * Invoice number and note are plain text (quoted in the Vendor Info Change note, shown as text). The vendor's bill
 * (Invoice Amount, Invoice Date) is entered here by staff as a vendor-portal submission sets it: a field left out
 * keeps its value, null clears it.
 */
export const UpdateVendorBody = z.object({
  id: id("id"),
  version,
  paidbycreditcard: z.boolean().default(false),
  quoteonly: z.boolean().default(false),
  quotedamount: money("Quoted Amount"),
  invoicenumber: text("Invoice Number", 100).nullish(),
  invoiceamount: money("Invoice Amount").nullish(),
  invoicedate: optionalDate("Invoice Date"),
  note: text("Note", 2000).nullish(),
});
export type UpdateVendorBody = z.infer<typeof UpdateVendorBody>;

export const VendorLineIdParams = z.object({ id: id("id") });
export const FlagNodParams = z.object({
  wovendorid: id("wovendorid"),
  flag: z.enum(["true", "false"], { error: "flag must be true or false." }).transform((f) => f === "true"),
});
export const FlagNodResult = z.object({ nodflagged: z.boolean() });

const yesNo = z.boolean().nullish();
export const VendorQcBody = z.object({
  workordervendorid: id("workordervendorid"),
  techarrivedonschedule: yesNo,
  techwasprofessional: yesNo,
  repairsmade: yesNo,
  metexpectations: yesNo,
  expectationcomment: optionalText("Expectation comment", 2000),
  overallrating: int("Overall rating", 0, 3).default(0),
  totalscore: z
    .union([z.number(), z.string()], { error: "Total Score is Required." })
    .pipe(int("Total Score", 0, 1000)),
  comments: optionalText("Comments", 4000),
  reviewername: requiredText("Reviewer Name", 200, "Reviewer Name is Required."),
  incurredonly: z.boolean().default(false),
});
export type VendorQcBody = z.infer<typeof VendorQcBody>;

export const SignOffBody = z.object({
  workOrderId: id("workOrderId"),
  workOrderVendorId: id("workOrderVendorId"),
});

/** DELETE /api/workorder/removevendor/:id answers true once the line is gone. */
export const RemoveVendorResult = z.boolean();
