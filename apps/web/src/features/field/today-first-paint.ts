import type { TodayCard } from "@fm/domain/contracts";
import { formatDateTime } from "../../components/datagrid/format-date-time.ts";
import { DECISION_ROW_PX, mapsHref, telHref, todayDetailPath } from "./field-links.ts";

/**
 * Today's first paint from the page's head (issue 31, decision 0054): once the page is parsed, the field layout's
 * top bar, the search box's place and a loader; when the head's early request for Today answers before React has
 * drawn anything, the technician's cards in the loader's place — plain elements with the same text, links and
 * sizes as the React screen (TodayCard, FieldLayout). React's first render replaces them. On a phone at 4× that is the
 * time to fetch 2 KB, not the time to evaluate React and Mantine and draw them.
 *
 * The cards' links work without the app (the order's page, maps, phone). Nothing here takes input: the search
 * box and the menu button are drawn inert; the vendor's answer is drawn as its badge, and the Accept / Decline
 * buttons come with React (after the card's paint) in the row kept for them. Light theme values, as the app has no other.
 */

/** The painted tree's root carries it; main.tsx's first render waits for the screen's chunks when it is there. */
export const FIRST_PAINT_ATTRIBUTE = "data-first-paint";

const STYLE = `
[data-first-paint]{font-family:Inter,ui-sans-serif,system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif;font-size:16px;line-height:1.55;color:#000;-webkit-font-smoothing:antialiased}
[data-first-paint] *{box-sizing:border-box}
.fmfp-h{position:sticky;top:0;z-index:100;display:flex;align-items:center;gap:12px;height:56px;padding:0 12px;background:#fff;border-bottom:1px solid #ced4da}
.fmfp-menu{display:flex;align-items:center;justify-content:center;width:34px;height:34px;color:#212529}
.fmfp-mark{flex-shrink:0}
.fmfp-h h1{margin:0;min-width:0;font-size:18px;line-height:1.55;font-weight:600;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.fmfp-main{min-height:calc(100dvh - 56px);padding:10px;background:#f8f9fa}
.fmfp-stack{display:flex;flex-direction:column;gap:12px;padding:10px;max-width:720px}
.fmfp-label{display:block;font-weight:600;font-size:16px;line-height:24.8px}
.fmfp-input{display:flex;align-items:center;height:42px;padding-left:12px;border:1px solid #ced4da;border-radius:8px;background:#fff;color:#5f6670}
.fmfp-card{display:flex;flex-direction:column;gap:6px;background:#fff;border:1px solid #dee2e6;border-radius:8px;padding:12px}
.fmfp-row{display:flex;align-items:center;justify-content:space-between;gap:16px;flex-wrap:nowrap}
.fmfp-row.fmfp-wrap{flex-wrap:wrap}
.fmfp-row.fmfp-head{flex-wrap:wrap;row-gap:4px}
.fmfp-row.fmfp-answer{flex-wrap:wrap;gap:10px}
.fmfp-badges{display:flex;align-items:center;gap:4px;flex-wrap:wrap;min-width:0}
.fmfp-badge{display:grid;align-items:center;min-width:0;overflow:hidden;height:20px;padding:0 10px;border:1px solid transparent;border-radius:1000px;font-size:11px;line-height:18px;font-weight:700;letter-spacing:.25px;text-transform:uppercase;white-space:nowrap}
.fmfp-badge>span{overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.fmfp-green{background:#d3f9d8;color:#1e612b}.fmfp-red{background:#ffe3e3;color:#641212}.fmfp-yellow{background:#fff3bf;color:#a15300}.fmfp-brand{background:#dbe4ff;color:#26378b}
.fmfp-card a{color:#4263eb;text-decoration:none}
.fmfp-wo{font-weight:700;font-size:18px;line-height:28.8px;white-space:nowrap}
.fmfp-site{margin:0;font-weight:600}
.fmfp-link{display:flex;gap:6px;align-items:center;min-height:44px}
.fmfp-link svg{flex-shrink:0}
.fmfp-small{margin:0;font-size:14px;line-height:20.3px}
.fmfp-loader{display:block;width:36px;height:36px;border:4px solid #dbe4ff;border-top-color:#4263eb;border-radius:50%;animation:fmfp-spin .8s linear infinite}
@keyframes fmfp-spin{to{transform:rotate(360deg)}}
`;

const SVG_NS = "http://www.w3.org/2000/svg";

/** A Tabler icon's paths (outline, stroke 2), as @tabler/icons-react draws them. */
const icon = (doc: Document, size: number, paths: readonly string[], stroke = 2): SVGSVGElement => {
  const svg = doc.createElementNS(SVG_NS, "svg");
  for (const [k, v] of Object.entries({
    width: String(size),
    height: String(size),
    viewBox: "0 0 24 24",
    fill: "none",
    stroke: "currentColor",
    "stroke-width": String(stroke),
    "stroke-linecap": "round",
    "stroke-linejoin": "round",
    "aria-hidden": "true",
  }))
    svg.setAttribute(k, v);
  for (const d of paths) {
    const path = doc.createElementNS(SVG_NS, "path");
    path.setAttribute("d", d);
    svg.appendChild(path);
  }
  return svg;
};

const MENU = ["M4 6l16 0", "M4 12l16 0", "M4 18l16 0"];
const SEARCH = ["M10 10m-7 0a7 7 0 1 0 14 0a7 7 0 1 0 -14 0", "M21 21l-6 -6"];
const MAP_PIN = [
  "M9 11a3 3 0 1 0 6 0a3 3 0 0 0 -6 0",
  "M17.657 16.657l-4.243 4.243a2 2 0 0 1 -2.827 0l-4.244 -4.243a8 8 0 1 1 11.314 0",
];
const PHONE = [
  "M5 4h4l2 5l-2.5 1.5a11 11 0 0 0 5 5l1.5 -2.5l5 2v4a2 2 0 0 1 -2 2a16 16 0 0 1 -15 -15a2 2 0 0 1 2 -2",
];

/** components/BrandMark.tsx at 28 px, with the theme's indigo-7 and yellow-4. */
const brandMark = (doc: Document): SVGSVGElement => {
  const svg = doc.createElementNS(SVG_NS, "svg");
  svg.setAttribute("width", "28");
  svg.setAttribute("height", "28");
  svg.setAttribute("viewBox", "0 0 32 32");
  svg.setAttribute("aria-hidden", "true");
  svg.setAttribute("class", "fmfp-mark");
  const rect = doc.createElementNS(SVG_NS, "rect");
  for (const [k, v] of Object.entries({ width: "32", height: "32", rx: "8", fill: "#4263eb" }))
    rect.setAttribute(k, v);
  const path = doc.createElementNS(SVG_NS, "path");
  path.setAttribute("d", "M9 9h12v3h-8.5v3H19v3h-6.5v5H9z");
  path.setAttribute("fill", "#fff");
  const dot = doc.createElementNS(SVG_NS, "circle");
  for (const [k, v] of Object.entries({ cx: "23", cy: "21", r: "2.5", fill: "#ffd43b" }))
    dot.setAttribute(k, v);
  svg.append(rect, path, dot);
  return svg;
};

const el = <K extends keyof HTMLElementTagNameMap>(
  doc: Document,
  tag: K,
  className: string,
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] => {
  const e = doc.createElement(tag);
  if (className) e.className = className;
  e.append(...children);
  return e;
};

const link = (doc: Document, className: string, href: string, ...children: (Node | string)[]) => {
  const a = el(doc, "a", className, ...children);
  a.href = href;
  return a;
};

const badge = (doc: Document, color: "green" | "red" | "yellow" | "brand", text: string) =>
  el(doc, "span", `fmfp-badge fmfp-${color}`, el(doc, "span", "", text));

/** vendor-acceptance/AcceptanceBadge.tsx (not compact), in the row TodayCard keeps for the Accept / Decline buttons. */
const answer = (doc: Document, a: TodayCard["acceptance"]): HTMLElement | null => {
  if (a.status === "not_dispatched") return null;
  const b =
    a.status === "awaiting"
      ? badge(doc, "yellow", "Awaiting acceptance")
      : a.status === "accepted"
        ? badge(doc, "green", `Accepted${a.eta ? ` · ETA ${formatDateTime(a.eta)}` : ""}`)
        : badge(doc, "red", "Declined");
  const title =
    a.status === "accepted" && a.eta
      ? `ETA ${formatDateTime(a.eta)}`
      : a.status === "declined"
        ? a.declinereason
        : null;
  if (title) b.title = title;
  const row = el(doc, "div", "fmfp-row fmfp-answer", b);
  if (a.canDecide) row.style.minHeight = `${DECISION_ROW_PX}px`;
  return row;
};

const card = (doc: Document, c: TodayCard): HTMLElement => {
  const badges = el(doc, "div", "fmfp-badges");
  if (c.checkedin) badges.append(badge(doc, "green", "On site"));
  if (c.overdue) badges.append(badge(doc, "red", "Overdue"));
  if (c.priority) badges.append(badge(doc, "brand", c.priority));
  const address = link(
    doc,
    "fmfp-link",
    mapsHref(c.address, c),
    icon(doc, 18, MAP_PIN),
    el(doc, "span", "", c.address),
  );
  address.target = "_blank";
  address.rel = "noopener noreferrer";
  const article = el(
    doc,
    "article",
    "fmfp-card",
    el(doc, "div", "fmfp-row fmfp-head", link(doc, "fmfp-wo", todayDetailPath(c.id), c.wonumber), badges),
    el(doc, "p", "fmfp-site", c.jobsite),
    address,
  );
  article.setAttribute("aria-label", `Work order ${c.wonumber}`);
  if (c.sitephone)
    article.append(
      link(
        doc,
        "fmfp-link",
        telHref(c.sitephone),
        icon(doc, 18, PHONE),
        el(doc, "span", "", `Call ${c.sitephone}`),
      ),
    );
  article.append(
    el(
      doc,
      "div",
      "fmfp-row fmfp-wrap",
      el(doc, "p", "fmfp-small", `Scheduled ${c.scheduledate ? formatDateTime(c.scheduledate) : "—"}`),
      el(doc, "p", "fmfp-small", c.status),
    ),
  );
  const answerRow = answer(doc, c.acceptance);
  if (answerRow) article.append(answerRow);
  return article;
};

/**
 * Draws Today's frame into an empty `root` — the top bar, the search box's place and a loader — as soon as the
 * page is parsed, when the head has sent Today's request. Returns whether it drew (not when React has).
 */
export const paintTodayFrame = (root: HTMLElement, doc: Document = document) => {
  if (root.childElementCount > 0) return false;
  const search = el(
    doc,
    "div",
    "",
    el(doc, "span", "fmfp-label", "Search by Work Order #"),
    el(doc, "div", "fmfp-input", icon(doc, 16, SEARCH)),
  );
  const loader = el(doc, "span", "fmfp-loader");
  loader.setAttribute("role", "status");
  loader.setAttribute("aria-label", "Loading today's work orders");
  const screen = el(
    doc,
    "div",
    "",
    el(doc, "style", "", STYLE),
    el(
      doc,
      "header",
      "fmfp-h",
      el(doc, "span", "fmfp-menu", icon(doc, 22, MENU, 1.6)),
      brandMark(doc),
      el(doc, "h1", "", "Today"),
    ),
    el(doc, "main", "fmfp-main", el(doc, "div", "fmfp-stack", search, loader)),
  );
  screen.setAttribute(FIRST_PAINT_ATTRIBUTE, "");
  root.append(screen);
  return true;
};

/**
 * Puts Today's cards in place of the frame's loader, while the frame is still there (React has not replaced it)
 * and there are cards (an empty day or an error is React's to draw). Returns whether it drew.
 */
export const paintTodayCards = (root: HTMLElement, cards: readonly TodayCard[], doc: Document = document) => {
  const frame = root.firstElementChild;
  const loader = frame?.hasAttribute(FIRST_PAINT_ATTRIBUTE) ? frame.querySelector(".fmfp-loader") : null;
  if (!loader || cards.length === 0) return false;
  loader.replaceWith(...cards.map((c) => card(doc, c)));
  return true;
};
