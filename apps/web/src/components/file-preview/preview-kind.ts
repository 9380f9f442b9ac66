/** How a file is previewed, by its extension (spec 2 §7, spec 3 §2.10: jpg, jpeg, png, gif, pdf, html, txt). */
export type PreviewKind = "image" | "pdf" | "html" | "text";

const KINDS: Record<string, PreviewKind> = {
  jpg: "image",
  jpeg: "image",
  png: "image",
  gif: "image",
  pdf: "pdf",
  html: "html",
  htm: "html",
  txt: "text",
};

export const previewKindOf = (name: string): PreviewKind | null =>
  KINDS[name.split(".").pop()?.toLowerCase() ?? ""] ?? null;
