import { usDate } from "../../platform/format/dates.ts";
import { escapeHtml, htmlToText } from "../../platform/format/html-text.ts";
import { usd } from "../../platform/format/money.ts";
import type { WorkOrderDocumentData } from "../documents/index.ts";
import { type ActionType, NOTICE_TEXT } from "./notice-types.ts";

/** Subject and HTML body of a vendor notice, with the work-order details the vendor needs. */
export const renderNoticeMail = (action: ActionType, d: WorkOrderDocumentData, sender: string) => {
  const text = NOTICE_TEXT[action];
  const rows: Array<[string, string]> = [
    ["Work Order #", d.wo.wonumber],
    ["PO #", d.wo.ponumber ?? ""],
    ["Customer", d.customername],
    ["Job Site", `${d.site.jobsite} — ${d.site.jobsitedescription}`],
    ["Address", `${d.site.streetaddress}, ${d.site.city}, ${d.site.statecode} ${d.site.postalcode}`],
    ["Priority", d.priority ?? ""],
    ["Trades", d.trades.join(", ")],
    ["NTE", usd(Number(d.line.quotedamount))],
    ["Schedule Date", usDate(d.wo.scheduledate, true)],
    ["Brief Description", d.wo.briefdescription],
  ];
  const table = rows
    .map(
      ([k, v]) =>
        `<tr><th align="left" style="padding:2px 12px 2px 0">${escapeHtml(k)}</th><td>${escapeHtml(v || "—")}</td></tr>`,
    )
    .join("");
  const description = htmlToText(d.wo.description);
  const html = `<p>Hello ${escapeHtml(d.vendor.name)},</p>
<p>${escapeHtml(text.body)}</p>
<table>${table}</table>
${description ? `<p><strong>Description</strong><br>${escapeHtml(description).replaceAll("\n", "<br>")}</p>` : ""}
<p>Thank you,<br>${escapeHtml(sender)}<br>FM Dispatch</p>`;
  const plain = `${text.body}\n\n${rows.map(([k, v]) => `${k}: ${v || "-"}`).join("\n")}\n\n${sender}, FM Dispatch`;
  return { subject: `Work Order ${d.wo.wonumber} - ${text.subject}`, html, text: plain };
};
