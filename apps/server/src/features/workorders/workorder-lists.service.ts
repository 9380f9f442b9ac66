import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  divisions,
  jobSites,
  priorities,
  requestTypes,
  trades,
  users,
  workOrderStatuses,
} from "../../db/schema/index.ts";

/** The work-order form's drop-down lists (spec 2 §3 "lists call"); job sites only for the chosen customer. */
export const getWorkOrderLists = async (db: Db, customerid: number) => {
  const staffUsers = (flag: typeof users.isdispatcher | typeof users.issalesrep) =>
    db
      .select({ id: users.id, firstname: users.firstname, lastname: users.lastname, email: users.email })
      .from(users)
      .where(and(eq(flag, true), eq(users.isactive, true)))
      .orderBy(asc(users.firstname), asc(users.lastname));
  const [divisionRows, statusRows, requestRows, priorityRows, tradeRows, salesreps, dispatchers, sites] =
    await Promise.all([
      db
        .select({ id: divisions.id, name: divisions.name, isdefaultonnew: divisions.isdefaultonnew })
        .from(divisions)
        .orderBy(asc(divisions.name)),
      db
        .select({
          id: workOrderStatuses.id,
          name: workOrderStatuses.name,
          isdefaultonnew: workOrderStatuses.isdefaultonnew,
        })
        .from(workOrderStatuses)
        .orderBy(asc(workOrderStatuses.sortorder)),
      db
        .select({ id: requestTypes.id, name: requestTypes.name, isdefaultonnew: requestTypes.isdefaultonnew })
        .from(requestTypes)
        .orderBy(asc(requestTypes.name)),
      db
        .select({ id: priorities.id, name: priorities.name, responsehours: priorities.responsehours })
        .from(priorities)
        .orderBy(asc(priorities.sortorder)),
      db
        .select({ id: trades.id, tradeid: trades.id, tradename: trades.tradename })
        .from(trades)
        .where(eq(trades.isactive, true))
        .orderBy(asc(trades.tradename)),
      staffUsers(users.issalesrep),
      staffUsers(users.isdispatcher),
      customerid
        ? db
            .select({
              jobsiteid: jobSites.id,
              jobsite: jobSites.jobsite,
              jobsitedescription: jobSites.jobsitedescription,
              phone: jobSites.phone,
              contactperson: jobSites.contactperson,
              streetaddress: jobSites.streetaddress,
              city: jobSites.city,
              statecode: jobSites.statecode,
              postalcode: jobSites.postalcode,
            })
            .from(jobSites)
            .where(and(eq(jobSites.customerid, customerid), eq(jobSites.isactive, true)))
            .orderBy(asc(jobSites.jobsite))
        : Promise.resolve([]),
    ]);
  return {
    divisions: divisionRows,
    statuses: statusRows,
    requesttypes: requestRows,
    priorities: priorityRows,
    tradetypes: tradeRows,
    salesreps: salesreps.map(({ email: _e, ...r }) => r),
    dispatchers,
    jobsites: sites,
  };
};
