import { sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { customers, jobSites, users, vendors } from "../db/schema/index.ts";
import { hashPassword } from "../features/auth/passwords.ts";
import { DEMO_PASSWORD, DEMO_USERS, demoUserPermissions } from "./demo-users.ts";

export const hasDemoData = async (db: Db): Promise<boolean> => {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  return (row?.n ?? 0) > 0;
};

/** Builds the demo data set: customers, job sites, vendors, users, work orders. */
export const seedDemoData = async (db: Db): Promise<void> => {
  const passwordhash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const [customer] = await tx
      .insert(customers)
      .values({
        customername: "Acme Retail",
        customerprefix: "ACM",
        streetaddress: "100 Main St",
        city: "Austin",
        statecode: "TX",
        postalcode: "78701",
      })
      .returning({ id: customers.id });
    if (!customer) throw new Error("demo customer not created");
    const customerId = customer.id;
    await tx.insert(jobSites).values({
      customerid: customerId,
      jobsite: "Store 001",
      jobsitedescription: "Downtown store",
      streetaddress: "100 Congress Ave",
      city: "Austin",
      statecode: "TX",
      postalcode: "78701",
    });
    const [vendor] = await tx
      .insert(vendors)
      .values({
        name: "Lone Star HVAC",
        address: "200 Lamar Blvd",
        city: "Austin",
        statecode: "TX",
        postalcode: "78704",
        tierid: 1,
        vendorstatustypeid: 2,
      })
      .returning({ id: vendors.id });
    if (!vendor) throw new Error("demo vendor not created");
    const vendorId = vendor.id;
    await tx.insert(users).values(
      DEMO_USERS.map((u) => ({
        email: u.email,
        passwordhash,
        firstname: u.firstname,
        lastname: u.lastname,
        roles: u.roles,
        permissions: demoUserPermissions(u),
        usertypeid: u.usertypeid,
        isdispatcher: u.isdispatcher,
        vendorid: u.link === "vendor" ? vendorId : null,
        customerid: u.link === "customer" ? customerId : null,
        passwordchangeddate: new Date(),
      })),
    );
  });
};
