import { optionalEmail, optionalPhone, required, requiredEmail, requiredPhone } from "./vendor-rules.ts";
import type { VendorDetail } from "./vendors-api.ts";

/** The new-vendor form (spec 2 "Add New Vendor screen", spec 3 §2.8). */
export interface NewVendorValues {
  name: string;
  firstname: string;
  lastname: string;
  address: string;
  address2: string;
  city: string;
  statecode: string;
  postalcode: string;
  county: string;
  country: string;
  primaryphone: string;
  secondaryphone: string;
  primaryemail: string;
  secondaryemail: string;
  dispatchemail: string;
  termid: string | null;
  tierid: string | null;
}

/** The whole details form (Details tab). */
export interface VendorFormValues extends NewVendorValues {
  primaryext: string;
  secondaryext: string;
  glexpirationdate: string;
  wcexpirationdate: string;
  wcexempt: boolean;
  w9date: string;
  profiledate: string;
  minnte: number | string;
  vendorstatustypeid: string | null;
  paperworkcomplete: boolean;
  backgroundchecksrun: boolean;
  allowlogin: boolean;
  billingvendorid: string;
  isactive: boolean;
  autoattachenabled: boolean;
  isnationwide: boolean;
  isstatewide: boolean;
  isbadgerequired: boolean;
  isQuoteOnly: boolean;
  ispreferredvendor: boolean;
  /** State ids of States Serviced, as text (MultiSelect values). */
  servicestates: string[];
  ssn: string;
}

const s = (v: string | null | undefined) => v ?? "";
const idText = (v: number | null | undefined) => (v ? String(v) : null);

export const emptyNewVendor = (): NewVendorValues => ({
  name: "",
  firstname: "",
  lastname: "",
  address: "",
  address2: "",
  city: "",
  statecode: "",
  postalcode: "",
  county: "",
  country: "US",
  primaryphone: "",
  secondaryphone: "",
  primaryemail: "",
  secondaryemail: "",
  dispatchemail: "",
  termid: null,
  tierid: null,
});

export const formValuesOf = (v: VendorDetail | undefined): VendorFormValues => ({
  name: s(v?.name),
  firstname: s(v?.firstname),
  lastname: s(v?.lastname),
  address: s(v?.address),
  address2: s(v?.address2),
  city: s(v?.city),
  statecode: s(v?.statecode),
  postalcode: s(v?.postalcode),
  county: s(v?.county),
  country: s(v?.country),
  primaryphone: s(v?.primaryphone),
  primaryext: s(v?.primaryext),
  secondaryphone: s(v?.secondaryphone),
  secondaryext: s(v?.secondaryext),
  primaryemail: s(v?.primaryemail),
  secondaryemail: s(v?.secondaryemail),
  dispatchemail: s(v?.dispatchemail),
  termid: idText(v?.termid),
  tierid: idText(v?.tierid),
  glexpirationdate: s(v?.glexpirationdate),
  wcexpirationdate: s(v?.wcexpirationdate),
  wcexempt: v?.wcexempt ?? false,
  w9date: s(v?.w9date),
  profiledate: s(v?.profiledate),
  minnte: v?.minnte ?? "",
  vendorstatustypeid: idText(v?.vendorstatustypeid),
  paperworkcomplete: v?.paperworkcomplete ?? false,
  backgroundchecksrun: v?.backgroundchecksrun ?? false,
  allowlogin: v?.allowlogin ?? false,
  billingvendorid: s(v?.billingvendorid),
  isactive: v?.isactive ?? true,
  autoattachenabled: v?.autoattachenabled ?? false,
  isnationwide: v?.isnationwide ?? false,
  isstatewide: v?.isstatewide ?? false,
  isbadgerequired: v?.isbadgerequired ?? false,
  isQuoteOnly: v?.isQuoteOnly ?? false,
  ispreferredvendor: v?.ispreferredvendor ?? false,
  servicestates: (v?.servicestates.states ?? []).map((st) => String(st.id)),
  ssn: s(v?.ssn),
});

const num = (v: string | null) => (v ? Number(v) : null);

export const newVendorBody = (v: NewVendorValues) => ({ ...v, termid: num(v.termid), tierid: num(v.tierid) });

/** The request body of PUT /api/vendor/update. */
export const updateBody = (v: VendorFormValues) => ({
  ...v,
  termid: num(v.termid),
  tierid: num(v.tierid),
  vendorstatustypeid: num(v.vendorstatustypeid),
  minnte: v.minnte === "" ? null : Number(v.minnte),
  servicestates: { states: v.servicestates.map((id) => ({ id: Number(id) })) },
});

/** Client rules of spec 3 §5 (the server applies the same). */
const NEW_VENDOR_VALIDATE = {
  name: required("Name"),
  address: required("Address"),
  city: required("City"),
  statecode: required("State"),
  postalcode: required("Zip Code"),
  primaryphone: requiredPhone("Primary Phone"),
  secondaryphone: optionalPhone,
  primaryemail: requiredEmail("Primary Email"),
  secondaryemail: optionalEmail("Secondary Email"),
  dispatchemail: optionalEmail("Dispatch Email"),
  tierid: required("Tier", "Tier is required."),
  termid: required("Term", "Term is required."),
};

/**
 * The rules with the captions the form shows: '{label} is required.' (spec 3 §5) for the fields whose caption follows
 * the field dictionary (the vendor's name is captioned "Vendor Name").
 */
export const vendorValidate = (label: (field: string, fallback: string) => string) => ({
  ...NEW_VENDOR_VALIDATE,
  name: required(label("name", "Name")),
  address: required(label("address", "Address")),
  city: required(label("city", "City")),
  statecode: required(label("statecode", "State")),
  postalcode: required(label("postalcode", "Zip Code")),
});
