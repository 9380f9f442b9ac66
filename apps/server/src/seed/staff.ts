import { USER_TYPE } from "@fm/domain";
import type { DemoUser } from "./demo-users.ts";

/** Internal staff beyond the six demo logins: more dispatchers, sales reps, an account manager. */
export interface StaffUser extends DemoUser {
  issalesrep: boolean;
}

const staff = (
  email: string,
  firstname: string,
  lastname: string,
  opts: { dispatcher?: boolean; salesrep?: boolean; accounting?: boolean; admin?: boolean },
): StaffUser => ({
  email,
  firstname,
  lastname,
  roles: opts.admin ? ["Admin"] : opts.accounting ? ["AccountingAdmin"] : ["Dispatchers"],
  usertypeid: USER_TYPE.Employee,
  isdispatcher: opts.dispatcher ?? false,
  issalesrep: opts.salesrep ?? false,
  link: null,
});

export const STAFF_USERS: readonly StaffUser[] = [
  staff("maria.lopez@fmdispatch.example.com", "Maria", "Lopez", { dispatcher: true }),
  staff("james.walker@fmdispatch.example.com", "James", "Walker", { dispatcher: true }),
  staff("priya.shah@fmdispatch.example.com", "Priya", "Shah", { dispatcher: true }),
  staff("tyrone.baker@fmdispatch.example.com", "Tyrone", "Baker", { dispatcher: true }),
  staff("hannah.kim@fmdispatch.example.com", "Hannah", "Kim", { dispatcher: true }),
  staff("sean.oconnor@fmdispatch.example.com", "Sean", "O'Connor", { salesrep: true }),
  staff("grace.nguyen@fmdispatch.example.com", "Grace", "Nguyen", { salesrep: true }),
  staff("rosa.flores@fmdispatch.example.com", "Rosa", "Flores", { accounting: true }),
  staff("derek.hill@fmdispatch.example.com", "Derek", "Hill", { admin: true }),
];
