import type { TDocumentDefinitions } from "pdfmake/interfaces";
import { formatDateTime } from "../../../components/datagrid/index.ts";
import type { WorkOrderNote } from "../detail-api.ts";
import { noteText, pertainsToName } from "./note-columns.tsx";

/** The notes PDF (spec 2 §2): A3 portrait, a current-date line, one row a note. */
export const notesDocument = (
  wonumber: string,
  notes: readonly (WorkOrderNote & { number: number })[],
  now: Date,
): TDocumentDefinitions => ({
  pageSize: "A3",
  pageOrientation: "portrait",
  pageMargins: [36, 40, 36, 40],
  info: { title: `Work Order ${wonumber} Notes` },
  content: [
    { text: `Work Order ${wonumber} — Notes`, style: "title" },
    {
      text: `Date: ${formatDateTime(now.toISOString())}`,
      margin: [0, 2, 0, 10],
      color: "#555555",
    },
    {
      table: {
        headerRows: 1,
        widths: [24, "*", 80, 92, 60, 56, 40, 50],
        body: [
          ["#", "Note", "Added By", "Date", "Type", "Pertains To", "High Priority", "Customer Updated"].map(
            (text) => ({ text, bold: true, fillColor: "#eeeeee" }),
          ),
          ...notes.map((n) => [
            String(n.number),
            noteText(n),
            n.createdbyname,
            formatDateTime(n.createdDate),
            n.type,
            pertainsToName(n.pertainsto),
            n.highpriority ? "Yes" : "No",
            n.customerupdated ? "Yes" : "No",
          ]),
        ],
      },
      layout: "lightHorizontalLines",
    },
    ...(notes.length
      ? []
      : [{ text: "No notes.", italics: true, margin: [0, 8, 0, 0] as [number, number, number, number] }]),
  ],
  defaultStyle: { fontSize: 9 },
  styles: { title: { fontSize: 16, bold: true } },
});

type PdfMake = Pick<typeof import("pdfmake/build/pdfmake"), "createPdf">;

const loadScript = (src: string) =>
  new Promise<void>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error("The PDF library could not be loaded."));
    document.head.append(script);
  });

let pdfMakeLoading: Promise<PdfMake> | null = null;

/**
 * pdfmake's browser build and its fonts (~1 MB) load as plain scripts on the first export, so they stay out
 * of the shared vendor chunk every page loads; vfs_fonts registers itself with window.pdfMake.
 */
const loadPdfMake = (): Promise<PdfMake> => {
  pdfMakeLoading ??= (async () => {
    const [{ default: lib }, { default: fonts }] = await Promise.all([
      import("pdfmake/build/pdfmake.min.js?url"),
      import("pdfmake/build/vfs_fonts.js?url"),
    ]);
    await loadScript(lib);
    await loadScript(fonts);
    const pdfMake = (window as unknown as { pdfMake?: PdfMake }).pdfMake;
    if (!pdfMake) throw new Error("The PDF library could not be loaded.");
    return pdfMake;
  })().catch((err: unknown) => {
    pdfMakeLoading = null;
    throw err;
  });
  return pdfMakeLoading;
};

/** Builds and downloads '{wonumber}.pdf' in the browser. */
export const downloadNotesPdf = async (
  wonumber: string,
  notes: readonly (WorkOrderNote & { number: number })[],
): Promise<void> => {
  const pdfMake = await loadPdfMake();
  await pdfMake.createPdf(notesDocument(wonumber, notes, new Date())).download(`${wonumber}.pdf`);
};
