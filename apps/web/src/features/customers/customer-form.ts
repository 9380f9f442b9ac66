import type { CustomerDetail } from "./customers-api.ts";
import { optionalEmail, optionalPhone, required } from "./form-rules.ts";

/** The customer form's values: Details, Notifications and Management Provider tabs, saved together. */
export interface CustomerFormValues {
  customername: string;
  customerprefix: string;
  dispatcherauthid: string | null;
  salesrepauthid: string | null;
  isactive: boolean;
  contactfirstname: string;
  contactlastname: string;
  streetaddress: string;
  streetaddress2: string;
  city: string;
  statecode: string;
  postalcode: string;
  contactphone: string;
  contactcellphone: string;
  contactfax: string;
  contactemail: string;
  ccemails: string;
  billingfirstname: string;
  billinglastname: string;
  billingphone: string;
  billingcellphone: string;
  billingfax: string;
  billingemail: string;
  termid: string | null;
  nte: number | string;
  managementproviderid: string | null;
  servicechannelsubscriberid: string;
  notifications: { proposaladded: boolean; invoiceadded: boolean; statuschange: boolean };
}

const s = (v: string | null | undefined) => v ?? "";
const idText = (v: number | null | undefined) => (v ? String(v) : null);

export const formValuesOf = (c: CustomerDetail | undefined): CustomerFormValues => ({
  customername: s(c?.customername),
  customerprefix: s(c?.customerprefix),
  dispatcherauthid: idText(c?.dispatcherauthid),
  salesrepauthid: idText(c?.salesrepauthid),
  isactive: c?.isactive ?? true,
  contactfirstname: s(c?.contactfirstname),
  contactlastname: s(c?.contactlastname),
  streetaddress: s(c?.streetaddress),
  streetaddress2: s(c?.streetaddress2),
  city: s(c?.city),
  statecode: s(c?.statecode),
  postalcode: s(c?.postalcode),
  contactphone: s(c?.contactphone),
  contactcellphone: s(c?.contactcellphone),
  contactfax: s(c?.contactfax),
  contactemail: s(c?.contactemail),
  ccemails: s(c?.ccemails),
  billingfirstname: s(c?.billingfirstname),
  billinglastname: s(c?.billinglastname),
  billingphone: s(c?.billingphone),
  billingcellphone: s(c?.billingcellphone),
  billingfax: s(c?.billingfax),
  billingemail: s(c?.billingemail),
  termid: idText(c?.termid),
  nte: c?.nte ?? "",
  managementproviderid: idText(c?.managementproviderid),
  servicechannelsubscriberid: s(c?.servicechannelsubscriberid),
  notifications: c?.notifications ?? { proposaladded: false, invoiceadded: false, statuschange: false },
});

/** The request body of save / update. */
export const bodyOf = (v: CustomerFormValues) => ({
  ...v,
  dispatcherauthid: v.dispatcherauthid ? Number(v.dispatcherauthid) : null,
  salesrepauthid: v.salesrepauthid ? Number(v.salesrepauthid) : null,
  termid: v.termid ? Number(v.termid) : null,
  managementproviderid: v.managementproviderid ? Number(v.managementproviderid) : null,
  nte: v.nte === "" ? null : Number(v.nte),
});

/** Client rules of spec 3 §5 (the server applies the same). */
export const CUSTOMER_VALIDATE = {
  customername: required("Customer Name"),
  streetaddress: required("Street Address"),
  city: required("City"),
  statecode: required("State"),
  postalcode: required("Zip Code"),
  contactphone: optionalPhone,
  contactcellphone: optionalPhone,
  contactfax: optionalPhone,
  billingphone: optionalPhone,
  billingcellphone: optionalPhone,
  billingfax: optionalPhone,
  contactemail: optionalEmail("Contact Email"),
  billingemail: optionalEmail("Billing Email"),
};
