import { STATUS } from "@fm/domain";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { nteRaises, workOrderVendors } from "../db/schema/index.ts";
import { makeVendor, makeWorkOrder } from "../test/factories.ts";
import { useWorkOrderFile } from "../test/work-order-file.ts";
import { seedScorecards } from "./scorecards.ts";

const { t, customerid, jobsiteid } = await useWorkOrderFile();

describe("seedScorecards (demo data of issue 32)", () => {
  it("runs on demo-like rows: acceptances, a pending NTE raise of the hero vendor", async () => {
    const hero = await makeVendor(t.db);
    const wo = await makeWorkOrder(
      t.db,
      { customerid, jobsiteid },
      { statusid: STATUS.Dispatched, nte: "400.00" },
    );
    await t.db.insert(workOrderVendors).values({ workorderid: wo.id, vendorid: hero.id });
    await seedScorecards(t.db, { heroVendorId: hero.id });
    const [line] = await t.db.select().from(workOrderVendors).where(eq(workOrderVendors.workorderid, wo.id));
    expect(line?.acceptedat !== null || line?.declinedat !== null).toBe(true);
    const raises = await t.db.select().from(nteRaises).where(eq(nteRaises.vendorid, hero.id));
    expect(raises).toHaveLength(1);
  });
});
