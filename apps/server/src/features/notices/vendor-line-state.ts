import type { LineState } from "@fm/domain";
import type { VendorLineRow } from "./notice-delivery.ts";

/** What the policies need of a stored vendor line. */
export const vendorLineState = (line: VendorLineRow): LineState => ({
  isapproved: line.isapproved,
  quoteonly: line.quoteonly,
  quotedamount: Number(line.quotedamount),
  status: line.status,
  invoicenumber: line.invoicenumber,
});
