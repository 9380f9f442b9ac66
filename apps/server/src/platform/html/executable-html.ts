import type { ChildNode } from "domhandler";
import { parseDocument } from "htmlparser2";
import { RICH_TEXT_SCHEMES, RICH_TEXT_TAGS } from "./sanitize.ts";

/** Tags the sanitiser lets through; anything else in stored HTML is a finding. */
const SAFE_TAGS = new Set(RICH_TEXT_TAGS);
const URL_ATTRIBUTES = new Set(["href", "src", "action", "formaction", "xlink:href", "background", "poster"]);
const SAFE_SCHEMES = new Set(RICH_TEXT_SCHEMES);

/**
 * What a browser could execute if it rendered `html` as HTML: script-capable elements, event-handler
 * attributes, script URLs (after entity decoding and with the control characters browsers ignore removed) and
 * style expressions. An empty list means the HTML is inert. Used by the XSS tests.
 */
export const executableParts = (html: string): string[] => {
  const findings: string[] = [];
  const walk = (nodes: ChildNode[]) => {
    for (const node of nodes) {
      if (node.type === "script" || node.type === "style") findings.push(`<${node.name}>`);
      if (!("attribs" in node)) continue;
      if (!SAFE_TAGS.has(node.name)) findings.push(`<${node.name}>`);
      for (const [name, value] of Object.entries(node.attribs)) {
        const n = name.toLowerCase();
        if (n.startsWith("on")) findings.push(`${node.name}[${n}]`);
        if (URL_ATTRIBUTES.has(n)) {
          const url = [...value]
            .filter((c) => c.charCodeAt(0) > 0x20)
            .join("")
            .toLowerCase();
          const scheme = /^([a-z][a-z0-9+.-]*):/.exec(url)?.[1];
          if (scheme && !SAFE_SCHEMES.has(scheme)) findings.push(`${node.name}[${n}=${scheme}:]`);
        }
        if (n === "style" && /expression\s*\(|url\s*\(|javascript:|behavior\s*:|-moz-binding/i.test(value))
          findings.push(`${node.name}[style]`);
      }
      walk(node.children);
    }
  };
  walk(parseDocument(html, { decodeEntities: true }).children);
  return findings;
};
