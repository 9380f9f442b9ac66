import { z } from "zod";
import { ABILITY_VALUES } from "../policies/row-abilities.ts";

/** One row action as the server's policies answer it (packages/domain/src/policies/row-abilities.ts). */
export const Ability = z.enum(ABILITY_VALUES);
export type Ability = z.infer<typeof Ability>;

/** What the caller may do on a customer proposal (Customer Proposals tab's row menu). */
export const ProposalAbilities = z.object({
  edit: Ability,
  complete: Ability,
  approve: Ability,
  reject: Ability,
  createInvoice: Ability,
  clone: Ability,
  remove: Ability,
});
export type ProposalAbilities = z.infer<typeof ProposalAbilities>;

/** What the caller may do on a customer invoice (Invoice & Payments tab's row menu and Edit popup). */
export const InvoiceAbilities = z.object({
  edit: Ability,
  editItems: Ability,
  approve: Ability,
  unapprove: Ability,
  reject: Ability,
  remove: Ability,
  pdf: Ability,
});
export type InvoiceAbilities = z.infer<typeof InvoiceAbilities>;

/** A work-order list row's menu (staff list, spec 1 §4): policies/list-abilities.ts `workOrderRowAbilities`. */
export const WorkOrderRowAbilities = z.object({
  takeOwnership: Ability,
  flag: Ability,
  reassignDispatcher: Ability,
  scheduleDate: Ability,
  followUpDate: Ability,
  geofencing: Ability,
  addNote: Ability,
  sendNotice: Ability,
});
export type WorkOrderRowAbilities = z.infer<typeof WorkOrderRowAbilities>;

/** The list's own actions for the caller: Add Work Order, bulk Reassign Dispatcher, exports. */
export const WorkOrderListAbilities = z.object({
  addWorkOrder: z.boolean(),
  reassignDispatcher: z.boolean(),
  export: z.boolean(),
});
export type WorkOrderListAbilities = z.infer<typeof WorkOrderListAbilities>;
