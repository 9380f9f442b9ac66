import type { SimulatorDocuments } from "@fm/domain/contracts";
import type { FakeQbo, QboEntity } from "./fake-qbo/fake-qbo-server.ts";

const refName = (ref: unknown, directory: QboEntity[]): string => {
  const r = ref as { value?: string; name?: string } | undefined;
  const known = directory.find((e) => e.Id === r?.value);
  return String(known?.DisplayName ?? r?.name ?? r?.value ?? "");
};

/** The bills and invoices the demo simulator holds (none before its first use), newest first. */
export const simulatorDocuments = (fake: FakeQbo | null): SimulatorDocuments => {
  if (!fake) return { bills: [], invoices: [] };
  const doc = (e: QboEntity, party: string) => ({
    id: e.Id,
    docNumber: String(e.DocNumber ?? ""),
    party,
    total: Number(e.TotalAmt ?? 0),
  });
  return {
    bills: fake
      .entities("Bill")
      .map((b) => doc(b, refName(b.VendorRef, fake.entities("Vendor"))))
      .reverse(),
    invoices: fake
      .entities("Invoice")
      .map((i) => doc(i, refName(i.CustomerRef, fake.entities("Customer"))))
      .reverse(),
  };
};
