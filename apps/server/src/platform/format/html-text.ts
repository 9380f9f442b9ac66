/** Plain text of stored (sanitised) HTML, and text made safe inside HTML: the shared ones, used by the web too. */
export { htmlToText } from "@fm/domain";
export { escapeHtml } from "@fm/domain/contracts";
