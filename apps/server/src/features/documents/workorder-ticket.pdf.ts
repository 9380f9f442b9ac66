import type { Content, TDocumentDefinitions } from "pdfmake/interfaces";
import { usDate } from "../../platform/format/dates.ts";
import { htmlToText } from "../../platform/format/html-text.ts";
import { usd } from "../../platform/format/money.ts";
import { COMPANY, renderPdf } from "./pdf.ts";
import type { WorkOrderDocumentData } from "./workorder-document-data.ts";

const field = (label: string, value: string): Content => ({
  columns: [
    { width: 110, text: label, bold: true },
    { width: "*", text: value || "—" },
  ],
  margin: [0, 2, 0, 2],
});

const header = (title: string, d: WorkOrderDocumentData): Content[] => [
  {
    columns: [
      { text: COMPANY.name, fontSize: 18, bold: true },
      { text: title, fontSize: 14, bold: true, alignment: "right" },
    ],
  },
  { text: COMPANY.line, color: "#555", margin: [0, 2, 0, 12] },
  { text: `Work Order # ${d.wo.wonumber}`, fontSize: 13, bold: true, margin: [0, 0, 0, 6] },
];

const siteBlock = (d: WorkOrderDocumentData): Content[] => [
  field("Customer", d.customername),
  field("Job Site", `${d.site.jobsite} — ${d.site.jobsitedescription}`),
  field(
    "Address",
    [d.site.streetaddress, d.site.streetaddress2, `${d.site.city}, ${d.site.statecode} ${d.site.postalcode}`]
      .filter(Boolean)
      .join(", "),
  ),
  field("Site Contact", [d.site.contactperson, d.site.phone].filter(Boolean).join(" · ")),
  field("PO #", d.wo.ponumber ?? ""),
];

/** The work-order ticket e-mailed to a vendor when dispatching (the TICKET notice). */
export const renderWorkOrderTicket = (d: WorkOrderDocumentData): Promise<Buffer> => {
  const doc: TDocumentDefinitions = {
    info: { title: `Work Order ${d.wo.wonumber}` },
    content: [
      ...header("WORK ORDER TICKET", d),
      field("Vendor", d.vendor.name),
      field("NTE", usd(Number(d.line.quotedamount))),
      field("Priority", d.priority ?? ""),
      field("Trades", d.trades.join(", ")),
      field("Received", usDate(d.wo.receivedate, true)),
      field("Scheduled", usDate(d.wo.scheduledate, true)),
      field("Due", usDate(d.wo.duedate, true)),
      ...siteBlock(d),
      { text: "Brief Description", bold: true, margin: [0, 10, 0, 2] },
      { text: d.wo.briefdescription },
      { text: "Description", bold: true, margin: [0, 10, 0, 2] },
      { text: htmlToText(d.wo.description) || "—" },
      { text: "Special Procedures", bold: true, margin: [0, 10, 0, 2] },
      { text: d.site.specialprocedure || "None" },
      {
        text: `Do not exceed ${usd(Number(d.line.quotedamount))} without written approval. Reference work order ${d.wo.wonumber} on every invoice.`,
        italics: true,
        margin: [0, 16, 0, 0],
      },
    ],
  };
  return renderPdf(doc);
};

/** The customer's signature taken on the phone at check-out (issue 31), else the blank line to sign. */
const siteManagerSignature = (d: WorkOrderDocumentData): Content[] => {
  const s = d.signature;
  if (!s)
    return [
      {
        text: "Site Manager Name / Signature: ______________________________________",
        margin: [0, 0, 0, 24],
      },
    ];
  return [
    { text: "Site Manager Signature", bold: true, margin: [0, 0, 0, 4] },
    ...(s.png
      ? [{ image: `data:image/png;base64,${s.png}`, fit: [240, 80], margin: [0, 0, 0, 4] } as Content]
      : [{ text: "(name typed on the technician's phone)", italics: true, margin: [0, 0, 0, 4] } as Content]),
    field("Signed by", s.name),
    { stack: [field("Signed at", usDate(s.at, true))], margin: [0, 0, 0, 24] },
  ];
};

/** The sign-off ticket a technician has the site manager sign (spec 2 §7 generatesignoff). */
const signOffTicket = (d: WorkOrderDocumentData): Promise<Buffer> =>
  renderPdf({
    info: { title: `${d.wo.wonumber} sign-off` },
    content: [
      ...header("SIGN-OFF TICKET", d),
      ...siteBlock(d),
      field("Vendor", d.vendor.name),
      field("Trades", d.trades.join(", ")),
      { text: "Work Performed", bold: true, margin: [0, 14, 0, 40] },
      {
        text: "Time In: ______________    Time Out: ______________    Date: ______________",
        margin: [0, 10, 0, 24],
      },
      {
        text: "Technician Name / Signature: ________________________________________",
        margin: [0, 0, 0, 24],
      },
      ...siteManagerSignature(d),
      {
        text: "By signing, the site manager confirms the work above was completed to satisfaction.",
        italics: true,
      },
    ],
  });

/** The sign-off ticket; a stored signature image the PDF library cannot read is left out, never a failure. */
export const renderSignOffTicket = async (d: WorkOrderDocumentData): Promise<Buffer> => {
  try {
    return await signOffTicket(d);
  } catch (err) {
    if (!d.signature?.png) throw err;
    return signOffTicket({ ...d, signature: { ...d.signature, png: null } });
  }
};
