import type { AdminUser, CreateUserBody } from "@fm/domain/contracts";

/** The Users tab editor's fields (spec 3 §2.11): pickers hold ids as strings. */
export interface UserFormValues {
  given_name: string;
  family_name: string;
  email: string;
  roles: string[];
  reports: string[];
  isactive: boolean;
  blocked: boolean;
  isdispatcher: boolean;
  isvendor: boolean;
  issalesrep: boolean;
  vendorid: string | null;
  customerid: string | null;
}

export const EMPTY_USER: UserFormValues = {
  given_name: "",
  family_name: "",
  email: "",
  roles: [],
  reports: [],
  isactive: true,
  blocked: false,
  isdispatcher: false,
  isvendor: false,
  issalesrep: false,
  vendorid: null,
  customerid: null,
};

export const formFromUser = (u: AdminUser): UserFormValues => ({
  given_name: u.given_name,
  family_name: u.family_name,
  email: u.email,
  roles: u.app_metadata.roles,
  reports: u.reports.map(String),
  isactive: u.isactive,
  blocked: u.blocked,
  isdispatcher: u.isdispatcher,
  isvendor: u.isvendor,
  issalesrep: u.issalesrep,
  vendorid: u.vendorid === null ? null : String(u.vendorid),
  customerid: u.customerid === null ? null : String(u.customerid),
});

/** Whether the roles call for a vendor or a customer link (the server refuses the save without it). */
export const needsVendorLink = (v: Pick<UserFormValues, "roles" | "isvendor">) =>
  v.isvendor || v.roles.includes("Vendor") || v.roles.includes("Tech");
export const needsCustomerLink = (v: Pick<UserFormValues, "roles">) => v.roles.includes("Customer");

type Role = CreateUserBody["app_metadata"]["roles"][number];

export const bodyFromForm = (v: UserFormValues, roles: readonly Role[]): CreateUserBody => ({
  given_name: v.given_name.trim(),
  family_name: v.family_name.trim(),
  email: v.email.trim(),
  app_metadata: { roles: roles.filter((r) => v.roles.includes(r)) },
  reports: v.reports.map(Number),
  isactive: v.isactive,
  blocked: v.blocked,
  isdispatcher: v.isdispatcher,
  isvendor: v.isvendor,
  issalesrep: v.issalesrep,
  vendorid: needsVendorLink(v) && v.vendorid ? Number(v.vendorid) : null,
  customerid: needsCustomerLink(v) && v.customerid ? Number(v.customerid) : null,
});

/** Client rules with the spec's messages (spec 3 §5: first name, last name, email and role required). */
export const validateUser = {
  given_name: (s: string) => (s.trim() ? null : "First Name is required."),
  family_name: (s: string) => (s.trim() ? null : "Last Name is required."),
  email: (s: string) =>
    !s.trim() ? "Email is required." : /^\S+@\S+\.\S+$/.test(s.trim()) ? null : "Email is invalid.",
  roles: (r: string[]) => (r.length ? null : "Role is required."),
  vendorid: (id: string | null, v: UserFormValues) =>
    needsVendorLink(v) && !id ? "Vendor is required for a Vendor or Tech user." : null,
  customerid: (id: string | null, v: UserFormValues) =>
    needsCustomerLink(v) && !id ? "Customer is required for a Customer user." : null,
};

/** The state shown in the grid's Status column. */
export const userStatus = (u: AdminUser): string => {
  if (u.blocked) return "Blocked";
  if (!u.isactive) return "Inactive";
  if (u.invitation === "pending") return "Invitation pending";
  if (u.invitation === "expired") return "Invitation expired";
  return "Active";
};
