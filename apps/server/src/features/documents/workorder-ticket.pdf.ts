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

/** The sign-off ticket a technician has the site manager sign (spec 2 §7 generatesignoff). */
export const renderSignOffTicket = (d: WorkOrderDocumentData): Promise<Buffer> =>
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
      {
        text: "Site Manager Name / Signature: ______________________________________",
        margin: [0, 0, 0, 24],
      },
      {
        text: "By signing, the site manager confirms the work above was completed to satisfaction.",
        italics: true,
      },
    ],
  });
