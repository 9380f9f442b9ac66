import { describe, expect, it } from "vitest";
import type { Principal } from "../roles.ts";
import { STATUS } from "../statuses.ts";
import { workOrderListAbilities, workOrderRowAbilities } from "./list-abilities.ts";

const dispatcher: Principal = {
  roles: ["Dispatchers"],
  permissions: ["read:workorders", "update:workorder", "add:workorder"],
};
const vendor: Principal = { roles: ["Vendor"], permissions: ["read:workorders", "update:workorder"] };

describe("work-order list abilities (issue 28)", () => {
  it("hides what the caller may never do, disables what a locked order refuses", () => {
    const open = workOrderRowAbilities(dispatcher, { statusid: STATUS.Received });
    expect(open).toMatchObject({
      takeOwnership: "enabled",
      geofencing: "hidden",
      reassignDispatcher: "hidden",
    });
    const cancelled = workOrderRowAbilities(dispatcher, { statusid: STATUS.Cancelled });
    expect(cancelled).toMatchObject({
      takeOwnership: "disabled",
      scheduleDate: "disabled",
      sendNotice: "disabled",
    });
  });

  it("an external user is offered nothing on the staff list", () => {
    expect(Object.values(workOrderRowAbilities(vendor, { statusid: STATUS.Received }))).not.toContain(
      "enabled",
    );
    expect(workOrderListAbilities(vendor)).toEqual({
      addWorkOrder: false,
      reassignDispatcher: false,
      export: false,
    });
  });

  it("the list's own actions follow the caller's permissions", () => {
    expect(workOrderListAbilities(dispatcher)).toEqual({
      addWorkOrder: true,
      reassignDispatcher: false,
      export: true,
    });
    expect(
      workOrderListAbilities({
        ...dispatcher,
        permissions: [...dispatcher.permissions, "reassign:dispatchers"],
      }),
    ).toMatchObject({ reassignDispatcher: true });
  });
});
