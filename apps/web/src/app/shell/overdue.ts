/** Reads GET /api/admin/getoverduep1's answer: a bare count, or an object holding one. */
export const parseOverdueCount = (payload: unknown): number | null => {
  const asCount = (v: unknown): number | null => {
    const n = typeof v === "string" && v.trim() !== "" ? Number(v) : v;
    return typeof n === "number" && Number.isFinite(n) && n >= 0 ? Math.floor(n) : null;
  };
  const direct = asCount(payload);
  if (direct !== null) return direct;
  if (typeof payload === "object" && payload !== null && !Array.isArray(payload)) {
    const record = payload as Record<string, unknown>;
    for (const key of ["count", "overdue", "overduecount", "total", "value"]) {
      const n = asCount(record[key]);
      if (n !== null) return n;
    }
  }
  return null;
};

/** Spec 3 §9: the overdue bell polls every 300000 ms. */
export const OVERDUE_POLL_MS = 300_000;
