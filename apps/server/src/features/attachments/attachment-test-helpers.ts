import { randomUUID } from "node:crypto";

/** A PDF of the given objects (object 1 is the catalog), with an exact xref table. */
export const pdfOf = (objects: string[], trailerExtra = "") => {
  let out = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, "latin1"));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, "latin1");
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, "0")} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R ${trailerExtra}>>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, "latin1");
};

/**
 * A structurally valid one-page PDF (catalog, pages, page, xref with exact offsets, trailer), written out by
 * hand so the tests know every byte; `label` makes each file unique.
 */
export const minimalPdf = (label: string = randomUUID()): Buffer => {
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Contents 4 0 R >>`,
    `<< /Length 0 >>\nstream\n\nendstream`,
    `<< /Title (${label.replace(/[()\\]/g, "")}) >>`,
  ];
  return pdfOf(objects, "/Info 5 0 R ");
};

/** A `%PDF-` header with an executable behind it (issue 11 #11). */
export const pdfHeaderOver = (kind: "elf" | "pe"): Buffer =>
  Buffer.concat([
    Buffer.from("%PDF-1.7\n"),
    kind === "elf"
      ? Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00, ...new Array<number>(56).fill(0)])
      : Buffer.concat([Buffer.from("MZ"), Buffer.alloc(58, 0x90), Buffer.from("PE\0\0")]),
    Buffer.from(randomUUID()),
  ]);

/** Magic-byte-correct sample contents for tests. */
export const SAMPLES = {
  pdf: minimalPdf(),
  png: Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.from(randomUUID()),
  ]),
  docx: Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from(randomUUID())]),
  html: Buffer.from("<p>Hello <script>alert(1)</script> café</p>"),
  txt: Buffer.from("plain text — ünïcode\n"),
};

export interface FilePart {
  name: string;
  content: Buffer | string;
  type?: string;
}

/** A multipart/form-data body as a browser sends it (raw UTF-8 file names), the files under `fileField`. */
export const multipartBody = (
  fields: Record<string, string | number>,
  files: FilePart[],
  fileField: "files" | "file" = "files",
) => {
  const boundary = `----fmtest${randomUUID().replaceAll("-", "")}`;
  const chunks: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  for (const f of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${fileField}"; filename="${f.name}"\r\nContent-Type: ${f.type ?? "application/octet-stream"}\r\n\r\n`,
      ),
      Buffer.from(f.content),
      Buffer.from("\r\n"),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
};
