import { saveBlob } from "../../api/download.ts";

const cell = (v: string | number | null | undefined) => {
  const s = v === null || v === undefined ? "" : String(v);
  return /[",\n\r]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
};

/** Saves rows as a CSV file (the grids' Export). */
export const exportCsv = (name: string, header: string[], rows: (string | number | null | undefined)[][]) =>
  saveBlob(
    new Blob([[header, ...rows].map((r) => r.map(cell).join(",")).join("\r\n")], { type: "text/csv" }),
    name,
  );
