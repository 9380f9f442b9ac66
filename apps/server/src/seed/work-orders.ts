import { STATUS, WORK_ORDER_STATUSES } from "@fm/domain";
import type {
  workOrderEvents,
  workOrderNotes,
  workOrders,
  workOrderTrades,
  workOrderVendors,
} from "../db/schema/index.ts";
import type { Rng } from "./prng.ts";
import { CANCEL_REASONS, NOTE_TEMPLATES, PROBLEMS } from "./texts.ts";

type WorkOrderRow = typeof workOrders.$inferInsert & { id: number; createddate: Date };
type WorkOrderTradeRow = typeof workOrderTrades.$inferInsert;
type VendorLineRow = typeof workOrderVendors.$inferInsert & { id: number };
type NoteRow = typeof workOrderNotes.$inferInsert & { createddate: Date };
type EventRow = typeof workOrderEvents.$inferInsert;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** How far along its life an order in a status is, and how old such orders usually are. */
interface StatusShape {
  weight: number;
  age: readonly [number, number];
  dispatched: boolean;
  quote?: boolean;
  proposal?: boolean;
  scheduled?: boolean;
  onsite?: boolean;
  complete?: boolean;
  /** 1 vendor invoice in, 2 approved, 3 billed to the customer. */
  billing?: 1 | 2 | 3;
  followUp?: boolean;
  events: readonly string[];
}

export const STATUS_SHAPES: Record<number, StatusShape> = {
  [STATUS.Received]: { weight: 6, age: [0, 6], dispatched: false, events: [] },
  [STATUS.TBS]: { weight: 4, age: [0, 12], dispatched: true, events: ["TBS"] },
  [STATUS.Dispatched]: {
    weight: 8,
    age: [0, 15],
    dispatched: true,
    scheduled: true,
    events: ["DISPATCHED", "TICKET"],
  },
  [STATUS.PendingProposalVendor]: { weight: 4, age: [1, 25], dispatched: true, quote: true, events: ["PPV"] },
  [STATUS.DFQ]: { weight: 3, age: [1, 20], dispatched: true, quote: true, events: ["DISPATCHED"] },
  [STATUS.PendingProposalEDC]: { weight: 1.5, age: [2, 30], dispatched: true, quote: true, events: ["PPV"] },
  [STATUS.WaitingOnApproval]: {
    weight: 3,
    age: [3, 40],
    dispatched: true,
    quote: true,
    proposal: true,
    events: ["PPV"],
  },
  [STATUS.ProposalOnHold]: {
    weight: 1.5,
    age: [5, 60],
    dispatched: true,
    quote: true,
    proposal: true,
    followUp: true,
    events: ["PPV"],
  },
  [STATUS.InProcess]: {
    weight: 5,
    age: [1, 30],
    dispatched: true,
    scheduled: true,
    events: ["DISPATCHED", "TICKET"],
  },
  [STATUS.TechOnSite]: {
    weight: 2,
    age: [0, 10],
    dispatched: true,
    scheduled: true,
    onsite: true,
    events: ["DISPATCHED", "TOS"],
  },
  [STATUS.WaitingOnParts]: {
    weight: 3,
    age: [3, 40],
    dispatched: true,
    scheduled: true,
    onsite: true,
    followUp: true,
    events: ["DISPATCHED", "WAITING_ON_PARTS"],
  },
  [STATUS.ClientAttentionRequired]: {
    weight: 1.5,
    age: [2, 40],
    dispatched: true,
    scheduled: true,
    followUp: true,
    events: ["DISPATCHED"],
  },
  [STATUS.VendorSupport]: {
    weight: 1,
    age: [1, 30],
    dispatched: true,
    scheduled: true,
    followUp: true,
    events: ["DISPATCHED"],
  },
  [STATUS.CompletedVendor]: {
    weight: 5,
    age: [1, 30],
    dispatched: true,
    scheduled: true,
    onsite: true,
    complete: true,
    events: ["DISPATCHED", "signoff"],
  },
  [STATUS.CWOP]: {
    weight: 4,
    age: [2, 45],
    dispatched: true,
    scheduled: true,
    onsite: true,
    complete: true,
    events: ["DISPATCHED", "CWOP"],
  },
  [STATUS.NOD]: {
    weight: 2,
    age: [5, 60],
    dispatched: true,
    scheduled: true,
    onsite: true,
    complete: true,
    billing: 1,
    events: ["DISPATCHED", "NOD"],
  },
  [STATUS.ReadyToBill]: {
    weight: 4,
    age: [7, 70],
    dispatched: true,
    scheduled: true,
    onsite: true,
    complete: true,
    billing: 2,
    events: ["DISPATCHED", "signoff"],
  },
  [STATUS.BillingPending]: {
    weight: 3,
    age: [10, 80],
    dispatched: true,
    scheduled: true,
    onsite: true,
    complete: true,
    billing: 2,
    events: ["DISPATCHED", "signoff"],
  },
  [STATUS.Invoiced]: {
    weight: 25,
    age: [14, 89],
    dispatched: true,
    scheduled: true,
    onsite: true,
    complete: true,
    billing: 3,
    events: ["DISPATCHED", "signoff"],
  },
  [STATUS.Denied]: { weight: 2, age: [1, 89], dispatched: false, events: [] },
  [STATUS.Cancelled]: { weight: 5, age: [1, 89], dispatched: false, events: ["cancel_vendor"] },
};

const NOD_ACTIONS = ["NOD_MISSING", "NOD_QUALITY", "NOD_WRONGAMOUNT", "NOD_WRONGRATES"] as const;
const STATUS_NAME = new Map(WORK_ORDER_STATUSES.map((s) => [s.id, s.name]));
const STATUS_IDS = WORK_ORDER_STATUSES.map((s) => s.id);
const RESPONSE_HOURS: Record<number, number> = { 1: 4, 2: 24, 3: 72, 4: 168 };

export interface Person {
  id: number;
  name: string;
}

export interface WorkOrderInputs {
  rng: Rng;
  now: Date;
  count: number;
  workOrderIds: readonly number[];
  customers: readonly { id: number; prefix: string; nte: string | null; dispatcherid: number | null }[];
  jobSitesByCustomer: ReadonlyMap<number, readonly number[]>;
  heroCustomerId: number;
  heroVendorId: number;
  heroVendorTradeIds: readonly number[];
  tradeIds: ReadonlyMap<string, number>;
  dispatchableByTrade: ReadonlyMap<number, readonly number[]>;
  dispatchers: readonly Person[];
  accounting: readonly Person[];
  heroVendorUsers: readonly Person[];
  customerUser: Person;
  divisionIds: readonly number[];
  requestTypeIds: readonly number[];
}

export interface BuiltWorkOrders {
  workOrders: WorkOrderRow[];
  trades: WorkOrderTradeRow[];
  /** Lines without ids yet; `lineKey` orders them for id assignment. */
  lines: Omit<VendorLineRow, "id">[];
  notes: NoteRow[];
  /** Events name their line by index into `lines`. */
  events: (EventRow & { lineIndex: number })[];
  /** child id → parent id */
  parents: Map<number, number>;
}

const money = (n: number): string => n.toFixed(2);
const minDate = (a: Date, b: Date): Date => (a.getTime() < b.getTime() ? a : b);

export const buildWorkOrders = (input: WorkOrderInputs): BuiltWorkOrders => {
  const { rng, now } = input;
  const nowMs = now.getTime();
  const tradeNames = [...input.tradeIds.keys()];
  const tradeNameById = new Map([...input.tradeIds].map(([name, id]) => [id, name]));
  const popularTrades = tradeNames.map((name): readonly [string, number] => [
    name,
    ["HVAC", "Plumbing", "Electrical", "General Maintenance", "Refrigeration"].includes(name) ? 8 : 2,
  ]);
  const statusWeights = STATUS_IDS.map((id): readonly [number, number] => [
    id,
    STATUS_SHAPES[id]?.weight ?? 1,
  ]);
  const otherCustomers = input.customers.filter((c) => c.id !== input.heroCustomerId);
  const hero = input.customers.find((c) => c.id === input.heroCustomerId);
  if (!hero) throw new Error("hero customer missing");

  const out: BuiltWorkOrders = {
    workOrders: [],
    trades: [],
    lines: [],
    notes: [],
    events: [],
    parents: new Map(),
  };

  for (let i = 0; i < input.count; i++) {
    const id = input.workOrderIds[i];
    if (id === undefined) throw new Error("not enough work-order ids");
    // The first orders walk through every status so each one is present even in small runs.
    const statusid =
      i < STATUS_IDS.length * 2 ? (STATUS_IDS[i % STATUS_IDS.length] ?? 1) : rng.weighted(statusWeights);
    const shape = STATUS_SHAPES[statusid];
    if (!shape) throw new Error(`no shape for status ${statusid}`);
    const customer = rng.chance(0.2) ? hero : rng.pick(otherCustomers);
    const sites = input.jobSitesByCustomer.get(customer.id) ?? [];
    const jobsiteid = rng.pick(sites);

    const [minAge, maxAge] = shape.age;
    const created = new Date(nowMs - (minAge + rng.next() * (maxAge - minAge)) * DAY - rng.int(0, 8) * HOUR);
    const createddate = new Date(Math.max(created.getTime(), nowMs - 89.5 * DAY));
    if (createddate.getTime() > nowMs - 10 * 60_000) createddate.setTime(nowMs - rng.int(10, 600) * 60_000);
    const receivedate = new Date(createddate.getTime() - rng.int(0, 90) * 60_000);
    const priorityid = rng.weighted<number>([
      [1, 10],
      [2, 25],
      [3, 45],
      [4, 20],
    ]);
    const duedate = new Date(receivedate.getTime() + (RESPONSE_HOURS[priorityid] ?? 72) * HOUR);

    // Trades: the hero vendor gets a fair share of orders in its trades.
    const heroLine =
      shape.dispatched || (statusid === STATUS.Cancelled && rng.chance(0.5)) ? rng.chance(0.16) : false;
    const primaryTrade = heroLine
      ? rng.pick(input.heroVendorTradeIds)
      : (input.tradeIds.get(rng.weighted(popularTrades)) ?? rng.pick(input.heroVendorTradeIds));
    const tradeList = [primaryTrade];
    if (rng.chance(0.25)) {
      const second = input.tradeIds.get(rng.pick(tradeNames));
      if (second !== undefined && second !== primaryTrade) tradeList.push(second);
    }
    for (const tradeid of tradeList) out.trades.push({ workorderid: id, tradeid });

    const dispatcher =
      customer.dispatcherid !== null && rng.chance(0.5)
        ? (input.dispatchers.find((d) => d.id === customer.dispatcherid) ?? rng.pick(input.dispatchers))
        : rng.pick(input.dispatchers);
    const tradeName = tradeNameById.get(primaryTrade) ?? "General Maintenance";
    const problem = rng.pick(PROBLEMS[tradeName] ?? PROBLEMS["General Maintenance"] ?? ["Repair needed"]);

    // Life-cycle dates, each after the one before and never in the future unless it is a plan.
    const dispatchdate = shape.dispatched
      ? minDate(new Date(createddate.getTime() + rng.int(15, 24 * 60) * 60_000), new Date(nowMs - 5 * 60_000))
      : null;
    const dispatchMs = (dispatchdate ?? createddate).getTime();
    let scheduledate: Date | null = null;
    let onsitedate: Date | null = null;
    let completedate: Date | null = null;
    if (shape.scheduled) {
      const span = Math.max(nowMs - dispatchMs, HOUR);
      scheduledate = shape.onsite
        ? new Date(dispatchMs + rng.next() * 0.4 * span)
        : new Date(dispatchMs + rng.int(2, 24 * 6) * HOUR);
    }
    if (shape.onsite && scheduledate) {
      const span = nowMs - scheduledate.getTime();
      onsitedate = new Date(scheduledate.getTime() + rng.next() * 0.3 * span);
    }
    if (shape.complete && onsitedate) {
      const span = nowMs - onsitedate.getTime();
      completedate = new Date(onsitedate.getTime() + Math.min(rng.int(1, 8) * HOUR, span * 0.5));
    }
    const promisedate = shape.followUp ? new Date(nowMs + rng.int(1, 7) * DAY) : null;
    const cancelled = statusid === STATUS.Cancelled;

    // Vendor lines.
    const lineCount =
      !shape.dispatched && !(cancelled && heroLine)
        ? cancelled && rng.chance(0.4)
          ? 1
          : 0
        : rng.weighted<number>([
            [1, 80],
            [2, 15],
            [3, 5],
          ]);
    const lineStart = out.lines.length;
    let vendorCost = 0;
    const lineVendorIds: number[] = [];
    for (let n = 0; n < lineCount; n++) {
      const tradeid = tradeList[n % tradeList.length] ?? primaryTrade;
      const candidates = input.dispatchableByTrade.get(tradeid) ?? [];
      const vendorid =
        n === 0 && heroLine
          ? input.heroVendorId
          : candidates.length > 0
            ? rng.pick(candidates)
            : input.heroVendorId;
      if (lineVendorIds.includes(vendorid)) continue;
      lineVendorIds.push(vendorid);
      const quoted = Math.round((150 + rng.next() * 2850) * 100) / 100;
      const invoiced = shape.billing !== undefined || (shape.complete === true && rng.chance(0.4));
      const invoiceAmount = invoiced ? Math.round(quoted * (0.85 + rng.next() * 0.25) * 100) / 100 : null;
      if (invoiceAmount !== null) vendorCost += invoiceAmount;
      const approved = (shape.billing ?? 0) >= 2;
      const approver = rng.pick(input.accounting);
      const lineCreated = new Date(dispatchMs + n * rng.int(1, 48) * HOUR);
      out.lines.push({
        workorderid: id,
        vendorid,
        tradeid,
        quotedamount: money(quoted),
        paidbycreditcard: rng.chance(0.03),
        quoteonly: shape.quote === true,
        invoicenumber: invoiced ? `INV-${rng.int(10000, 99999)}` : null,
        invoiceamount: invoiceAmount === null ? null : money(invoiceAmount),
        isapproved: approved,
        status: cancelled
          ? "Cancelled"
          : shape.complete
            ? "Completed"
            : shape.onsite
              ? "On Site"
              : shape.quote
                ? "Quote Requested"
                : "Dispatched",
        approvedby: approved ? approver.id : null,
        approveddate:
          approved && completedate
            ? new Date(Math.min(nowMs, completedate.getTime() + rng.int(1, 72) * HOUR))
            : null,
        nodflagged: statusid === STATUS.NOD,
        approvedbyaccounting: shape.billing === 3,
        note: rng.chance(0.2) ? "Confirm access with site contact before arrival." : null,
        createdby: dispatcher.id,
        createddate: minDate(lineCreated, now),
        modifieddate: minDate(new Date(lineCreated.getTime() + rng.int(0, 72) * HOUR), now),
      });
    }
    const lineIndexes = Array.from({ length: out.lines.length - lineStart }, (_, k) => lineStart + k);

    // Events: the notices sent to each vendor along the way.
    for (const lineIndex of lineIndexes) {
      const line = out.lines[lineIndex];
      if (!line) continue;
      for (const action of shape.events) {
        const actiontype = action === "NOD" ? rng.pick(NOD_ACTIONS) : action;
        out.events.push({
          workorderid: id,
          lineIndex,
          vendorid: line.vendorid,
          actiontype,
          createdby: dispatcher.id,
          createddate: minDate(new Date((line.createddate as Date).getTime() + rng.int(0, 36) * HOUR), now),
        });
      }
    }

    // Notes: System notes for creation and status changes, then people's notes.
    const lastActivity = minDate(
      new Date((completedate ?? dispatchdate ?? createddate).getTime() + 3 * DAY),
      now,
    );
    const woNotes: NoteRow[] = [];
    const systemNote = (note: string, at: Date): NoteRow => ({
      workorderid: id,
      note,
      type: "System",
      typeid: 2,
      pertainsto: 2,
      createdby: dispatcher.id,
      createdbyname: dispatcher.name,
      createddate: at,
    });
    woNotes.push(systemNote(`Work order created by ${dispatcher.name}.`, createddate));
    if (dispatchdate) {
      woNotes.push(
        systemNote(`Status changed from Received to ${shape.quote ? "DFQ" : "Dispatched"}.`, dispatchdate),
      );
    }
    const statusName = STATUS_NAME.get(statusid) ?? String(statusid);
    if (statusid !== STATUS.Received && statusid !== STATUS.Dispatched) {
      const at = completedate ?? onsitedate ?? dispatchdate ?? createddate;
      const from = dispatchdate ? (shape.quote ? "DFQ" : "Dispatched") : "Received";
      if (from !== statusName) {
        woNotes.push(
          systemNote(
            `Status changed from ${from} to ${statusName}.${cancelled ? " Reason recorded." : ""}`,
            new Date(Math.min(nowMs, at.getTime() + HOUR)),
          ),
        );
      }
    }
    const human = rng.int(statusid === STATUS.Received ? 0 : 1, 4);
    for (let n = 0; n < human; n++) {
      const tpl = rng.pick(NOTE_TEMPLATES);
      const isHeroVendorNote = tpl.by === "vendor" && lineVendorIds.includes(input.heroVendorId);
      const author =
        tpl.by === "accounting"
          ? rng.pick(input.accounting)
          : tpl.by === "customer" && customer.id === input.heroCustomerId
            ? input.customerUser
            : isHeroVendorNote
              ? rng.pick(input.heroVendorUsers)
              : dispatcher;
      const at = new Date(
        createddate.getTime() + rng.next() * (lastActivity.getTime() - createddate.getTime()),
      );
      const external = tpl.type !== "Internal";
      woNotes.push({
        workorderid: id,
        note: tpl.text,
        type: tpl.type,
        typeid: external ? 2 : 1,
        pertainsto: tpl.pertainsto,
        highpriority: rng.chance(0.05),
        emails: external && rng.chance(0.3) ? "facilities@example.com" : null,
        customerupdated: tpl.type === "Customer" && rng.chance(0.6),
        includecustomer: tpl.type === "Customer" && rng.chance(0.5),
        createdby: author.id,
        createdbyname: author.name,
        createddate: at,
      });
    }
    woNotes.sort((a, b) => a.createddate.getTime() - b.createddate.getTime());
    out.notes.push(...woNotes);
    const lastnote = woNotes[woNotes.length - 1]?.note ?? null;
    const modified = woNotes.reduce((m, n) => Math.max(m, n.createddate.getTime()), createddate.getTime());

    const nte = rng.chance(0.6) ? (customer.nte ?? money(rng.pick([250, 500, 750, 1000, 1500]))) : null;
    out.workOrders.push({
      id,
      wonumber: `${customer.prefix}-${100000 + id}`,
      customerid: customer.id,
      jobsiteid,
      ponumber: rng.chance(0.7) ? `PO-${rng.int(100000, 999999)}` : null,
      statusid,
      priorityid,
      divisionid: rng.pick(input.divisionIds),
      requesttypeid: rng.pick(input.requestTypeIds),
      dispatcherid: dispatcher.id,
      customerdispatcherid:
        customer.id === input.heroCustomerId && rng.chance(0.3) ? input.customerUser.id : null,
      briefdescription: problem,
      description: `<p>${problem}.</p><p>Reported by the site manager. Please call the site before arrival.</p>`,
      nte,
      proposalamount: shape.proposal ? money(Math.round(400 + rng.next() * 6000)) : null,
      invoiceamount:
        shape.billing === 3 || (shape.billing === 2 && rng.chance(0.5))
          ? money(Math.round(vendorCost * 1.28 * 100) / 100)
          : null,
      createddate,
      modifieddate: new Date(modified),
      receivedate,
      dispatchdate,
      scheduledate,
      promisedate,
      onsitedate,
      completedate,
      duedate,
      flagged: rng.chance(0.07),
      customercalled: rng.chance(0.2),
      vendorcalled: shape.dispatched && rng.chance(0.3),
      cancelreason: cancelled ? rng.pick(CANCEL_REASONS) : null,
      lastnote,
      createdby: dispatcher.id,
      modifiedby: dispatcher.id,
      version: 1 + woNotes.length,
    });
  }

  // Child orders: about 4% become follow-ups of an older order of the same customer.
  const byCustomer = new Map<number, WorkOrderRow[]>();
  for (const wo of out.workOrders)
    byCustomer.set(wo.customerid, [...(byCustomer.get(wo.customerid) ?? []), wo]);
  for (const wo of out.workOrders) {
    if (!rng.chance(0.04)) continue;
    const older = (byCustomer.get(wo.customerid) ?? []).filter(
      (p) =>
        p.id !== wo.id && p.createddate.getTime() < wo.createddate.getTime() - DAY && !out.parents.has(p.id),
    );
    if (older.length === 0) continue;
    const parent = rng.pick(older);
    out.parents.set(wo.id, parent.id);
    wo.parentworkorderid = parent.id;
    wo.jobsiteid = parent.jobsiteid;
    wo.briefdescription = `Follow-up: ${wo.briefdescription}`;
  }
  return out;
};
