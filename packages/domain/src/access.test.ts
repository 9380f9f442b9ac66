import { describe, expect, it } from "vitest";
import { can, canCreateWorkOrder, canReopen } from "./access.ts";

const user = (roles: string[], permissions: string[] = []) => ({ roles, permissions });

describe("can(user, permission)", () => {
  it("is the permission or Admin (role or admin permission)", () => {
    expect(can(user(["Dispatchers"], ["update:workorder"]), "update:workorder")).toBe(true);
    expect(can(user(["Dispatchers"], ["read:workorders"]), "update:workorder")).toBe(false);
    expect(can(user(["Admin"]), "update:workorder")).toBe(true);
    expect(can(user(["Dispatchers"], ["admin"]), "approve:vendorinvoice")).toBe(true);
  });

  it("shows Add Work Order for add:workorder or add:workorders or Admin, as the server accepts", () => {
    expect(canCreateWorkOrder(user(["Dispatchers"], ["add:workorder"]))).toBe(true);
    expect(canCreateWorkOrder(user(["Dispatchers"], ["add:workorders"]))).toBe(true);
    expect(canCreateWorkOrder(user(["Admin"]))).toBe(true);
    expect(canCreateWorkOrder(user(["AccountingAdmin"], ["update:workorder"]))).toBe(false);
  });

  it("lets add:workorders or Admin Re-Open", () => {
    expect(canReopen(user(["Dispatchers"], ["add:workorders"]))).toBe(true);
    expect(canReopen(user(["Dispatchers"], ["add:workorder"]))).toBe(false);
    expect(canReopen(user(["Admin"]))).toBe(true);
  });
});
