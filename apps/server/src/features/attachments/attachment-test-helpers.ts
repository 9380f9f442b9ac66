import { randomUUID } from "node:crypto";

/** Magic-byte-correct sample contents for tests. */
export const SAMPLES = {
  pdf: Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.from(`% test ${randomUUID()}\n%%EOF\n`)]),
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

/** A multipart/form-data body as a browser sends it (raw UTF-8 file names). */
export const multipartBody = (fields: Record<string, string | number>, files: FilePart[]) => {
  const boundary = `----fmtest${randomUUID().replaceAll("-", "")}`;
  const chunks: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  for (const f of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${f.name}"\r\nContent-Type: ${f.type ?? "application/octet-stream"}\r\n\r\n`,
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
