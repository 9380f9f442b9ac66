import { randomUUID } from "node:crypto";
import type {
  PendingCustomerInvoicingRow,
  PendingVendorBillingRow,
  PendingVendorRow,
} from "@fm/domain/contracts";
import { TRANSMISSION_TYPE } from "@fm/domain/contracts";
import { and, eq, notInArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { qboTransfers, transmissionLogs, vendors } from "../../db/schema/index.ts";
import { pendingCustomerInvoices, pendingVendorBills, pendingVendorUpdates } from "./pending.service.ts";
import type { QboClient } from "./qbo/qbo-client.ts";
import { billFor, invoiceFor } from "./qbo/qbo-documents.ts";
import { QboError, toQboError } from "./qbo/qbo-errors.ts";

export type TransferKind = "bill" | "invoice" | "vendor";

export interface PushInput {
  /** Pending Vendor Updates ticked in the grid (vendor approvals are not stored; they travel with the job). */
  vendorIds: readonly number[];
  startedBy: number | null;
}

export interface PushProgress {
  done: number;
  total: number;
}

export interface PushSummary {
  total: number;
  sent: number;
  failed: number;
  skipped: number;
}

interface LogInfo {
  typeid: number;
  workorderid: number | null;
  workordernumber: string | null;
  customername: string | null;
  vendorname: string | null;
  invoicenumber: string | null;
}

/**
 * Takes a row for one attempt: its transfer becomes "sending" and keeps (or gets) its requestid, committed before
 * QuickBooks is called. A row already sent or removed answers null and is skipped.
 */
const claim = async (
  db: Db,
  kind: TransferKind,
  sourceid: number,
  by: number | null,
): Promise<string | null> => {
  const [row] = await db
    .insert(qboTransfers)
    .values({ kind, sourceid, state: "sending", requestid: randomUUID(), attempts: 1, modifiedby: by })
    .onConflictDoUpdate({
      target: [qboTransfers.kind, qboTransfers.sourceid],
      set: {
        state: "sending",
        attempts: sql`${qboTransfers.attempts} + 1`,
        modifiedby: by,
        modifieddate: new Date(),
      },
      setWhere: kind === "vendor" ? undefined : notInArray(qboTransfers.state, ["sent", "removed"]),
    })
    .returning({ requestid: qboTransfers.requestid });
  return row?.requestid ?? null;
};

/** One row, one transmission-log entry: start time, end time, success and QuickBooks' error text. */
const transmit = async (
  db: Db,
  kind: TransferKind,
  sourceid: number,
  info: LogInfo,
  by: number | null,
  send: (requestId: string) => Promise<{ Id?: string }>,
): Promise<"sent" | "failed" | "skipped"> => {
  const requestId = await claim(db, kind, sourceid, by);
  if (requestId === null) return "skipped";
  const [log] = await db
    .insert(transmissionLogs)
    .values({ ...info, kind, sourceid, starttime: new Date(), startedby: by })
    .returning({ id: transmissionLogs.id });
  if (!log) throw new Error("transmission log not written");
  try {
    const made = await send(requestId);
    const now = new Date();
    await db
      .update(qboTransfers)
      .set({ state: "sent", qboid: made.Id ?? null, lasterror: null, sentat: now, modifieddate: now })
      .where(and(eq(qboTransfers.kind, kind), eq(qboTransfers.sourceid, sourceid)));
    await db
      .update(transmissionLogs)
      .set({ endtime: now, success: true, qboid: made.Id ?? null })
      .where(eq(transmissionLogs.id, log.id));
    return "sent";
  } catch (raw) {
    const err = toQboError(raw);
    const now = new Date();
    // A definite refusal (QuickBooks answered) gets a fresh requestid for the next try, since QuickBooks replays the
    // answer it gave a requestid; a dropped connection keeps its requestid, so a retry cannot make a second entity.
    const definite = err.kind === "fault" || err.kind === "auth";
    await db
      .update(qboTransfers)
      .set({
        state: "error",
        lasterror: err.message,
        modifieddate: now,
        ...(definite ? { requestid: randomUUID() } : {}),
      })
      .where(and(eq(qboTransfers.kind, kind), eq(qboTransfers.sourceid, sourceid)));
    await db
      .update(transmissionLogs)
      .set({ endtime: now, success: false, errormessage: err.message })
      .where(eq(transmissionLogs.id, log.id));
    return "failed";
  }
};

const billLog = (r: PendingVendorBillingRow): LogInfo => ({
  typeid: TRANSMISSION_TYPE.VendorBilling,
  workorderid: r.workorderId,
  workordernumber: r.workorderNumber,
  customername: null,
  vendorname: r.vendorName,
  invoicenumber: r.vendorInvoiceNumber,
});

const invoiceLog = (r: PendingCustomerInvoicingRow): LogInfo => ({
  typeid: TRANSMISSION_TYPE.CustomerInvoicing,
  workorderid: r.workorderId,
  workordernumber: r.workorderNumber,
  customername: r.customerName,
  vendorname: null,
  invoicenumber: r.invoiceNumber,
});

const vendorLog = (r: PendingVendorRow): LogInfo => ({
  typeid: TRANSMISSION_TYPE.VendorBilling,
  workorderid: null,
  workordernumber: null,
  customername: null,
  vendorname: r.vendorName,
  invoicenumber: null,
});

/** Sends a changed vendor's name, e-mail, phone and address to its QuickBooks vendor (sparse update; never creates). */
const pushVendor = async (db: Db, client: QboClient, row: PendingVendorRow) => {
  const [v] = await db.select().from(vendors).where(eq(vendors.id, row.vendorId));
  if (!v) throw new QboError("fault", "The vendor no longer exists.", null);
  const current = await client.getVendor(row.billingVendorId);
  return client.updateVendor({
    Id: current.Id,
    SyncToken: current.SyncToken,
    DisplayName: v.name,
    ...(v.primaryemail ? { PrimaryEmailAddr: { Address: v.primaryemail } } : {}),
    ...(v.primaryphone ? { PrimaryPhone: { FreeFormNumber: v.primaryphone } } : {}),
    BillAddr: {
      Line1: v.address,
      ...(v.address2 ? { Line2: v.address2 } : {}),
      City: v.city,
      CountrySubDivisionCode: v.statecode,
      PostalCode: v.postalcode,
    },
  });
};

/**
 * The push (run by the job runner): every approved pending vendor bill (Vendor Billing and Completed Invoicing) as a
 * QBO Bill, every approved customer invoice as a QBO Invoice, and the ticked vendor updates. Rows already sent are
 * skipped; each attempt writes its own transmission-log entry; a failure marks the row an error row and the push
 * goes on with the next row.
 */
export const pushApproved = async (
  db: Db,
  client: QboClient,
  input: PushInput,
  onProgress: (p: PushProgress) => Promise<void> | void = () => {},
): Promise<PushSummary> => {
  const bills = await pendingVendorBills(db);
  const approvedBills = [...bills.vendorBilling, ...bills.completeBilling].filter(
    (r) => r.approvedByAccounting,
  );
  const approvedInvoices = (await pendingCustomerInvoices(db)).filter((r) => r.approvedByAccounting);
  const vendorRows = input.vendorIds.length ? await pendingVendorUpdates(db, { ids: input.vendorIds }) : [];
  const total = approvedBills.length + approvedInvoices.length + vendorRows.length;
  const summary: PushSummary = { total, sent: 0, failed: 0, skipped: 0 };
  const count = async (outcome: "sent" | "failed" | "skipped") => {
    summary[outcome] += 1;
    await onProgress({ done: summary.sent + summary.failed + summary.skipped, total });
  };
  const by = input.startedBy;

  for (const row of vendorRows) {
    await count(
      await transmit(db, "vendor", row.vendorId, vendorLog(row), by, () => pushVendor(db, client, row)),
    );
  }
  for (const row of approvedBills) {
    await count(
      await transmit(db, "bill", row.workorderVendorId, billLog(row), by, (requestId) => {
        if (!row.billingVendorId) {
          throw new QboError(
            "fault",
            `${row.vendorName} has no QuickBooks vendor (billing vendor id is empty): link it on the vendor's details; Find Unmatched Vendors lists them.`,
            null,
          );
        }
        return client.createBill(
          billFor(row, row.billingVendorId, client.settings.expenseAccountId),
          requestId,
        );
      }),
    );
  }
  const customerIds = new Map<string, string | null>();
  for (const row of approvedInvoices) {
    await count(
      await transmit(db, "invoice", row.invoiceId, invoiceLog(row), by, async (requestId) => {
        let qboCustomer = customerIds.get(row.customerName);
        if (qboCustomer === undefined) {
          qboCustomer = (await client.findCustomerByName(row.customerName))?.Id ?? null;
          customerIds.set(row.customerName, qboCustomer);
        }
        if (!qboCustomer) {
          throw new QboError(
            "fault",
            `Customer '${row.customerName}' is not in QuickBooks: add it there under this exact name.`,
            null,
          );
        }
        return client.createInvoice(invoiceFor(row, qboCustomer, client.settings.serviceItemId), requestId);
      }),
    );
  }
  return summary;
};
