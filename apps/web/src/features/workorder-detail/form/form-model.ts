import dayjs from "dayjs";
import { isBlankHtml } from "../../../components/rich-text/is-blank-html.ts";
import type { NamedOption, UpdateWorkOrderBody, WorkOrderDetail, WorkOrderInput } from "../detail-api.ts";

/** The Work Order tab form (spec 2 §2) as the inputs hold it: ids as strings, dates as input strings. */
export interface FormValues {
  customerid: string | null;
  jobsiteid: number | null;
  divisionid: string | null;
  statusid: string | null;
  priorityid: string | null;
  requesttypeid: string | null;
  salesrepid: string | null;
  requestedby: string;
  ponumber: string;
  nte: number | string;
  /** YYYY-MM-DD */
  duedate: string;
  /** YYYY-MM-DDTHH:mm (local) */
  promisedate: string;
  scheduledate: string;
  briefdescription: string;
  description: string;
  cancelreason: string;
  tradeids: string[];
  /** Not on the form; carried through a save unchanged. */
  dispatcherid: number | null;
  dispatchdate: string | null;
}

export type FormErrors = Partial<Record<keyof FormValues, string>>;

const str = (v: number | null | undefined) => (v === null || v === undefined ? null : String(v));
export const toDateInput = (iso: string | null | undefined) => (iso ? dayjs(iso).format("YYYY-MM-DD") : "");
export const toDateTimeInput = (iso: string | null | undefined) =>
  iso ? dayjs(iso).format("YYYY-MM-DDTHH:mm") : "";
const toIso = (input: string) => (input ? dayjs(input).toISOString() : null);

export const EMPTY_FORM: FormValues = {
  customerid: null,
  jobsiteid: null,
  divisionid: null,
  statusid: null,
  priorityid: null,
  requesttypeid: null,
  salesrepid: null,
  requestedby: "",
  ponumber: "",
  nte: "",
  duedate: "",
  promisedate: "",
  scheduledate: "",
  briefdescription: "",
  description: "",
  cancelreason: "",
  tradeids: [],
  dispatcherid: null,
  dispatchdate: null,
};

export const formFromDetail = (wo: WorkOrderDetail): FormValues => ({
  customerid: String(wo.customerid),
  jobsiteid: wo.jobsiteid,
  divisionid: str(wo.divisionid),
  statusid: String(wo.statusid),
  priorityid: str(wo.priorityid),
  requesttypeid: str(wo.requesttypeid),
  salesrepid: str(wo.salesrepid),
  requestedby: wo.requestedby ?? "",
  ponumber: wo.ponumber ?? "",
  nte: wo.nte ?? "",
  duedate: toDateInput(wo.duedate),
  promisedate: toDateTimeInput(wo.promisedate),
  scheduledate: toDateTimeInput(wo.scheduledate),
  briefdescription: wo.briefdescription,
  description: wo.description ?? "",
  cancelreason: wo.cancelreason ?? "",
  tradeids: wo.trades.map((t) => String(t.tradeid)),
  dispatcherid: wo.dispatcherid,
  dispatchdate: wo.dispatchdate,
});

const defaultOf = (options: readonly NamedOption[]) => {
  const d = options.find((o) => o.isdefaultonnew);
  return d ? String(d.id) : null;
};

/** Spec 2 §4: on a new order, division, status and request type take the isdefaultonnew entry when empty. */
export const withNewDefaults = (
  values: FormValues,
  lists: { divisions: NamedOption[]; statuses: NamedOption[]; requesttypes: NamedOption[] },
): FormValues => ({
  ...values,
  divisionid: values.divisionid || defaultOf(lists.divisions),
  statusid: values.statusid || defaultOf(lists.statuses),
  requesttypeid: values.requesttypeid || defaultOf(lists.requesttypes),
});

/** The rules bound on the form (spec 2 §5), each '{name} is required.'; the job site is required by the API. */
const REQUIRED: [keyof FormValues, string][] = [
  ["customerid", "Customer"],
  ["jobsiteid", "Job Site"],
  ["duedate", "Due Date"],
  ["divisionid", "Division"],
  ["statusid", "Status"],
  ["priorityid", "Priority"],
  ["requesttypeid", "Request Type"],
  ["briefdescription", "Brief Description"],
];

export const validateForm = (v: FormValues): FormErrors => {
  const errors: FormErrors = {};
  for (const [key, label] of REQUIRED) {
    const value = v[key];
    const blank = value === null || value === undefined || (typeof value === "string" && !value.trim());
    if (blank) errors[key] = `${label} is required.`;
  }
  return errors;
};

const num = (v: string | null) => (v ? Number(v) : 0);
const optNum = (v: string | null) => (v ? Number(v) : null);
const text = (v: string) => (v.trim() ? v.trim() : null);

export const toInput = (v: FormValues): WorkOrderInput => ({
  customerid: num(v.customerid),
  jobsiteid: v.jobsiteid ?? 0,
  divisionid: num(v.divisionid),
  statusid: num(v.statusid),
  priorityid: num(v.priorityid),
  requesttypeid: num(v.requesttypeid),
  duedate: toIso(v.duedate),
  briefdescription: v.briefdescription.trim(),
  description: isBlankHtml(v.description) ? null : v.description,
  requestedby: text(v.requestedby),
  salesrepid: optNum(v.salesrepid),
  dispatcherid: v.dispatcherid,
  ponumber: text(v.ponumber),
  nte: v.nte === "" || v.nte === null ? null : Number(v.nte),
  promisedate: toIso(v.promisedate),
  scheduledate: toIso(v.scheduledate),
  dispatchdate: v.dispatchdate,
  cancelreason: text(v.cancelreason),
  tradeids: v.tradeids.map(Number),
});

/** Two values of a field are the same edit (trades in any order, every blank editor alike). */
const sameValue = (
  key: keyof FormValues,
  a: FormValues[keyof FormValues],
  b: FormValues[keyof FormValues],
) => {
  if (key === "tradeids" && Array.isArray(a) && Array.isArray(b))
    return [...a].sort().join() === [...b].sort().join();
  if (key === "description" && typeof a === "string" && typeof b === "string")
    return a === b || (isBlankHtml(a) && isBlankHtml(b));
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
};

/** The fields the user changed: what differs from the record as it was loaded (never how it was loaded). */
export const changedFields = (base: FormValues, values: FormValues): (keyof FormValues)[] =>
  (Object.keys(base) as (keyof FormValues)[]).filter((k) => !sameValue(k, base[k], values[k]));

/**
 * The record was loaded again (after a status change, a vendor dispatch, a save): the form shows the fresh
 * record, with the user's unsaved edits on top of it.
 */
export const rebase = (oldBase: FormValues, values: FormValues, fresh: FormValues): FormValues => {
  const next = { ...fresh };
  for (const k of changedFields(oldBase, values)) Object.assign(next, { [k]: values[k] });
  return next;
};

export interface FollowUpValues {
  customercalled: boolean;
  vendorcalled: boolean;
}

/** The body of a save: the order, the version the form was loaded at, and only the fields the user changed. */
export const toUpdateInput = (
  v: FormValues,
  changed: readonly (keyof FormValues)[],
  id: number,
  version: number,
  followUp?: { base: FollowUpValues; values: FollowUpValues },
): UpdateWorkOrderBody => {
  const all = toInput(v);
  const body: UpdateWorkOrderBody = { id, version };
  for (const k of changed) Object.assign(body, { [k]: all[k] });
  if (followUp)
    for (const k of ["customercalled", "vendorcalled"] as const)
      if (followUp.base[k] !== followUp.values[k]) body[k] = followUp.values[k];
  return body;
};

/** Spec 2 §5: the PO confirm's text. */
export const poConfirmText = (po: string, wonumbers: readonly string[]) =>
  `PO Number: ${po} already exists on Work Order #: ${wonumbers.join(", ")} Use anyway?`;

/** The server's field names map onto the form's (they are the same). */
export const errorsFromFields = (fields: Record<string, string>): FormErrors => {
  const out: FormErrors = {};
  for (const [k, msg] of Object.entries(fields)) if (k in EMPTY_FORM) out[k as keyof FormValues] = msg;
  return out;
};
