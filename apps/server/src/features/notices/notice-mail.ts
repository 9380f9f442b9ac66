import { usDate } from "../../platform/format/dates.ts";
import { escapeHtml, htmlToText } from "../../platform/format/html-text.ts";
import { usd } from "../../platform/format/money.ts";
import type { WorkOrderDocumentData } from "../documents/index.ts";
import type { ResponseLinks } from "../vendor-acceptance/index.ts";
import { type ActionType, NOTICE_TEXT } from "./notice-types.ts";

/** Subject and HTML body of a vendor notice, with the work-order details the vendor needs. */
export const renderNoticeMail = (
  action: ActionType,
  d: WorkOrderDocumentData,
  sender: string,
  links: ResponseLinks | null = null,
) => {
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
${links ? linksHtml(links) : ""}
<p>Thank you,<br>${escapeHtml(sender)}<br>FM Dispatch</p>`;
  const plain = `${text.body}\n\n${rows.map(([k, v]) => `${k}: ${v || "-"}`).join("\n")}\n\n${links ? linksText(links) : ""}${sender}, FM Dispatch`;
  return { subject: `Work Order ${d.wo.wonumber} - ${text.subject}`, html, text: plain };
};

/** Issue 32: the single-use Accept / Decline links; each opens a confirmation page, nothing is decided by opening it. */
const linksHtml = (l: ResponseLinks) =>
  `<p><strong>Please accept or decline this work order:</strong></p>
<p><a href="${escapeHtml(l.accept)}">Accept</a> &nbsp;|&nbsp; <a href="${escapeHtml(l.decline)}">Decline</a></p>
<p>Each link opens a confirmation page; it works once, until ${escapeHtml(l.expiresat.toISOString())}.</p>`;

const linksText = (l: ResponseLinks) =>
  `Accept: ${l.accept}\nDecline: ${l.decline}\n(each link opens a confirmation page; it works once, until ${l.expiresat.toISOString()})\n\n`;
