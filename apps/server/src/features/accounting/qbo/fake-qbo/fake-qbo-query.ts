/**
 * The small part of QuickBooks' query language the app sends (node-quickbooks' criteria):
 * `select * from Vendor where Id IN ('1','2') AND DisplayName = 'x' startposition 1 maxresults 1000`.
 */
export type QueryEntity = "Vendor" | "Customer" | "Bill" | "Invoice" | "BillPayment";

interface Condition {
  field: string;
  op: "=" | "IN" | "LIKE";
  values: string[];
}

export interface ParsedQuery {
  entity: QueryEntity;
  where: Condition[];
  startPosition: number;
  maxResults: number;
}

const ENTITIES: Record<string, QueryEntity> = {
  vendor: "Vendor",
  customer: "Customer",
  bill: "Bill",
  invoice: "Invoice",
  billpayment: "BillPayment",
};

const unquote = (s: string): string =>
  s
    .trim()
    .replace(/^'(.*)'$/s, "$1")
    .replace(/\\'/g, "'");

const splitList = (inner: string): string[] => {
  const out: string[] = [];
  const re = /'((?:[^'\\]|\\.)*)'/g;
  for (let m = re.exec(inner); m; m = re.exec(inner)) out.push((m[1] ?? "").replace(/\\'/g, "'"));
  return out;
};

export const parseQuery = (text: string): ParsedQuery | null => {
  const m =
    /^\s*select \* from (\w+)(?: where (.+?))?(?: orderby [\w ,]+?)?(?: startposition (\d+))?(?: maxresults (\d+))?\s*$/is.exec(
      text,
    );
  const entity = m ? ENTITIES[(m[1] ?? "").toLowerCase()] : undefined;
  if (!m || !entity) return null;
  const where: Condition[] = [];
  if (m[2]) {
    for (const part of m[2].split(/\s+and\s+(?=(?:[^']*'[^']*')*[^']*$)/i)) {
      const c = /^\s*(\w+)\s+(=|in|like)\s+(.+)$/is.exec(part);
      if (!c) return null;
      const op = (c[2] ?? "").toUpperCase() as Condition["op"];
      const raw = c[3] ?? "";
      where.push({ field: c[1] ?? "", op, values: op === "IN" ? splitList(raw) : [unquote(raw)] });
    }
  }
  return {
    entity,
    where,
    startPosition: Number(m[3] ?? 1),
    maxResults: Math.min(1000, Number(m[4] ?? 100)),
  };
};

const likeToRegex = (pattern: string): RegExp =>
  new RegExp(`^${pattern.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/%/g, ".*")}$`, "i");

export const selectRows = <T extends Record<string, unknown>>(rows: readonly T[], q: ParsedQuery): T[] => {
  const matches = rows.filter((r) =>
    q.where.every((c) => {
      // A reference (VendorRef, CustomerRef) is compared by its value, as QuickBooks does.
      const raw = r[c.field];
      const v =
        raw && typeof raw === "object" && "value" in raw
          ? String((raw as { value: unknown }).value)
          : String(raw ?? "");
      if (c.op === "LIKE") return likeToRegex(c.values[0] ?? "").test(v);
      return c.values.includes(v);
    }),
  );
  return matches.slice(q.startPosition - 1, q.startPosition - 1 + q.maxResults);
};
