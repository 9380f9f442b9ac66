import { z } from "zod";
import { ROLES } from "../roles.ts";
import { EMAIL_MAX_LENGTH, newPassword } from "./auth.ts";
import { hasControlCharacters } from "./control-chars.ts";
import { id, idList, int, nullableId, optionalText, requiredText, version } from "./primitives.ts";

/* Admin page (spec 3 §2.11, §7.3): users, roles, reports, dispatch priority by trade. */

/**
 * The ONE report catalogue (spec 3 §2.13, §2.14, §3 Report: reportid, name; Report definition: showdateselection):
 * the admin user editor offers these ids and GET /api/reports/getreports lists them (Admin: all; others: the
 * ids in their user's `reports`). Definitions of every figure: docs/reports.md.
 */
export const REPORT_CATALOGUE = [
  { reportid: 1, name: "Work Orders by Period", showdateselection: true },
  { reportid: 2, name: "Margin", showdateselection: true },
  { reportid: 3, name: "Vendor Performance", showdateselection: true },
  { reportid: 5, name: "Vendor Billing", showdateselection: true },
  { reportid: 6, name: "Vendor Payments", showdateselection: true },
  { reportid: 7, name: "Touches", showdateselection: true },
  { reportid: 8, name: "Expiring Insurance", showdateselection: true },
  { reportid: 9, name: "Customer Invoicing", showdateselection: true },
  { reportid: 10, name: "Open Work Orders", showdateselection: false },
  { reportid: 11, name: "Cancelled Work Orders", showdateselection: true },
  { reportid: 12, name: "Work Orders by Status", showdateselection: true },
  { reportid: 13, name: "Work Order Map", showdateselection: true },
  { reportid: 14, name: "Vendor Coverage Map", showdateselection: false },
  { reportid: 15, name: "Work Orders by Customer", showdateselection: true },
  { reportid: 16, name: "Work Orders by Trade", showdateselection: true },
  { reportid: 18, name: "Dispatcher Activity", showdateselection: true },
  { reportid: 19, name: "Overdue Work Orders", showdateselection: false },
  { reportid: 20, name: "Vendor Spend", showdateselection: true },
  { reportid: 23, name: "Vendors", showdateselection: false },
  { reportid: 24, name: "Customer Area Map", showdateselection: false },
  { reportid: 27, name: "Invoice Register", showdateselection: true },
  // issue 32 (s32sla)
  { reportid: 32, name: "SLA Compliance", showdateselection: true },
] as const;

/** The state of a user's set-password invitation (built-in identity provider only). */
export const INVITATION_STATES = ["none", "pending", "expired"] as const;
export type InvitationState = (typeof INVITATION_STATES)[number];

/** GET /api/admin/getuserlist row (spec 3 §3 User, admin list) plus the editor's version and link names. */
export const AdminUser = z.object({
  user_id: z.number(),
  given_name: z.string(),
  family_name: z.string(),
  email: z.string(),
  /** true once the user set a password (or signed in through the external provider). */
  email_verified: z.boolean(),
  logins_count: z.number(),
  app_metadata: z.object({ roles: z.array(z.string()) }),
  isactive: z.boolean(),
  blocked: z.boolean(),
  isdispatcher: z.boolean(),
  isvendor: z.boolean(),
  iscustomer: z.boolean(),
  issalesrep: z.boolean(),
  usertypeid: z.number(),
  vendorid: z.number().nullable(),
  vendorname: z.string().nullable(),
  customerid: z.number().nullable(),
  customername: z.string().nullable(),
  reports: z.array(z.number()),
  invitation: z.enum(INVITATION_STATES),
  lastlogin: z.string().nullable(),
  version: z.number(),
});
export type AdminUser = z.infer<typeof AdminUser>;
export const AdminUserList = z.array(AdminUser);

export const RoleOption = z.object({ name: z.string() });
export const RoleOptions = z.array(RoleOption);
export const ReportOption = z.object({ reportid: z.number(), name: z.string() });
export type ReportOption = z.infer<typeof ReportOption>;
export const ReportOptions = z.array(ReportOption);

const flag = (label: string) =>
  z
    .boolean({ error: `${label} must be true or false.` })
    .optional()
    .default(false);

const email = z
  .string({
    error: (i) => (i.input === undefined || i.input === null ? "Email is required." : "Email must be text."),
  })
  .trim()
  .min(1, "Email is required.")
  .max(EMAIL_MAX_LENGTH, `Email must be at most ${EMAIL_MAX_LENGTH} characters.`)
  .pipe(z.email("Email is invalid."));

const roleList = z
  .array(z.enum(ROLES, { error: `Role must be one of ${ROLES.join(", ")}.` }), { error: "Role is required." })
  .min(1, "Role is required.")
  .max(ROLES.length, "Role is invalid.");

/** Fields of the Users tab editor (createuser and updateuser). */
const UserFields = {
  given_name: requiredText("First Name", 100),
  family_name: requiredText("Last Name", 100),
  email,
  app_metadata: z.object({ roles: roleList }, { error: "Role is required." }),
  reports: idList("Report", 50),
  isactive: z.boolean({ error: "Active must be true or false." }).optional().default(true),
  blocked: flag("Blocked"),
  isdispatcher: flag("Dispatcher"),
  isvendor: flag("Vendor"),
  issalesrep: flag("Sales Rep"),
  vendorid: nullableId("Vendor"),
  customerid: nullableId("Customer"),
};

/** POST /api/admin/createuser: the user gets an invitation e-mail with a set-password link. */
export const CreateUserBody = z.object(UserFields);
export type CreateUserBody = z.infer<typeof CreateUserBody>;

/** PATCH /api/admin/updateuser. */
export const UpdateUserBody = z.object({ user_id: id("User"), version, ...UserFields });
export type UpdateUserBody = z.infer<typeof UpdateUserBody>;

export const UserIdQuery = z.object({ id: id("id") });
export const UserIdBody = z.object({ user_id: id("User") });

/** GET /api/admin/getuser?id: the alternative editor (/admin/users/details, spec 3 §2.11). */
export const EditorUser = z.object({
  id: z.number(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  usertypeid: z.number(),
  issalesrep: z.boolean(),
  isdispatcher: z.boolean(),
  vendorid: z.number().nullable(),
  customerid: z.number().nullable(),
  /** the external identity (subject at the configured OIDC issuer) linked to the user, or null */
  externalsubject: z.string().nullable(),
  version: z.number(),
});
export type EditorUser = z.infer<typeof EditorUser>;

/**
 * PUT /api/admin/linkidentity (issue 29): an Admin's explicit mapping of an external identity (a subject of the
 * configured OIDC issuer) to a staff user, so its tokens sign in as that user without `email_verified`; a
 * blank subject removes the link.
 */
export const LinkIdentityBody = z.object({
  user_id: id("User"),
  version,
  externalsubject: optionalText("External Subject", 255),
});
export type LinkIdentityBody = z.infer<typeof LinkIdentityBody>;

/** PUT /api/admin/saveuser answers true when saved (spec 3 §7.3: "returns true or false"). */
export const SavedFlag = z.boolean();

/** PUT /api/admin/saveuser body. */
export const SaveEditorUserBody = z.object({
  id: id("id"),
  version,
  firstName: requiredText("First Name", 100),
  lastName: requiredText("Last Name", 100),
  email,
  usertypeid: int("User Type", 2, 4),
  issalesrep: flag("Sales Rep"),
  isdispatcher: flag("Dispatcher"),
});
export type SaveEditorUserBody = z.infer<typeof SaveEditorUserBody>;

/** GET /api/admin/getuserlinks: the vendors and customers a user can be linked to (editor pickers). */
export const LinkOption = z.object({ id: z.number(), name: z.string(), isactive: z.boolean() });
export type LinkOption = z.infer<typeof LinkOption>;
export const UserLinkOptions = z.object({ vendors: z.array(LinkOption), customers: z.array(LinkOption) });
export type UserLinkOptions = z.infer<typeof UserLinkOptions>;

/** GET /api/admin/getidentitymode: true when an external OpenID Connect provider signs users in. */
export const IdentityMode = z.object({ externalIdp: z.boolean(), issuer: z.string().nullable() });

/** What the admin write routes answer: the saved user. */
export const AdminUserResult = AdminUser;

/** The invitation link the server built (returned to the admin so it can be copied when mail is slow). */
export const InvitationResult = z.object({ user: AdminUser, expiresAt: z.string() });
export type InvitationResult = z.infer<typeof InvitationResult>;

/** POST /api/auth/setpassword (public: the single-use token is the credential). */
export const SetPasswordBody = z.object({
  token: z
    .string({ error: "token is required." })
    .min(1, "token is required.")
    .max(200, "token is not valid.")
    .refine((s) => !hasControlCharacters(s), "token is not valid."),
  password: newPassword("Password"),
});
export type SetPasswordBody = z.infer<typeof SetPasswordBody>;
export const SetPasswordResult = z.object({ email: z.string() });

/** GET /api/admin/getauditlog?entity&key: the admin audit trail of a user or a dispatch row. */
export const AuditEntry = z.object({
  id: z.number(),
  actorname: z.string(),
  action: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  createddate: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;
export const AuditEntries = z.array(AuditEntry);
export const AuditQuery = z.object({ userid: id("userid") });

/* Dispatch tab. */

export const TradeIdQuery = z.object({ tradeId: id("Trade") });

/** GET /api/admin/getvendorsbytradeid: the trade's dispatch vendors (priority above 0), best first. */
export const DispatchVendor = z.object({
  tradeid: z.number(),
  vendorid: z.number(),
  priority: z.number(),
  name: z.string(),
  city: z.string(),
  statecode: z.string(),
  tierid: z.number().nullable(),
  vendorstatus: z.string().nullable(),
  /** false for Redlined or tier 6 vendors (spec 3 §4): they keep their row but Select Vendor skips them. */
  dispatchable: z.boolean(),
});
export type DispatchVendor = z.infer<typeof DispatchVendor>;
export const DispatchVendors = z.array(DispatchVendor);

/** GET /api/admin/getallvendorsbytradeid: the vendor picker (every active vendor doing the trade). */
export const TradeVendorOption = z.object({
  vendorid: z.number(),
  name: z.string(),
  city: z.string(),
  statecode: z.string(),
  tierid: z.number().nullable(),
  vendorstatustypeid: z.number().nullable(),
  vendorstatus: z.string().nullable(),
  /** The vendor's current priority for the trade, 0 when it is not a dispatch vendor. */
  priority: z.number(),
  dispatchable: z.boolean(),
});
export type TradeVendorOption = z.infer<typeof TradeVendorOption>;
export const TradeVendorOptions = z.array(TradeVendorOption);

export const DISPATCH_PRIORITY_MAX = 999;

/** POST /api/admin/savedispatchvendor: adds a vendor to the trade's dispatch list. */
export const SaveDispatchVendorBody = z.object({
  tradeid: id("Trade"),
  vendorid: id("Vendor"),
  priority: int("Priority", 1, DISPATCH_PRIORITY_MAX),
});
export type SaveDispatchVendorBody = z.infer<typeof SaveDispatchVendorBody>;

/** PUT /api/admin/updatedispatchvendor: changes the priority; 0 removes the vendor from the list. */
export const UpdateDispatchVendorBody = z.object({
  tradeid: id("Trade"),
  vendorid: id("Vendor"),
  priority: int("Priority", 0, DISPATCH_PRIORITY_MAX),
});
export type UpdateDispatchVendorBody = z.infer<typeof UpdateDispatchVendorBody>;
