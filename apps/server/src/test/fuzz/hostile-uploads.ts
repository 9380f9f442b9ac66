import fc from "fast-check";
import { multipartBody } from "../../features/attachments/attachment-test-helpers.ts";
import {
  hostilePdfs,
  manyPagesPdf,
  mergeBombWorkbook,
  rtfBombMsg,
  wideXls,
  xfdWorkbook,
} from "../hostile-files.ts";
import type { KnownIds } from "./arbitraries.ts";

/** A multipart body as the fuzzer sends it to an upload route. */
export class MultipartBody {
  constructor(
    readonly payload: Buffer,
    readonly headers: Record<string, string>,
  ) {}
}

let files: { name: string; content: Buffer }[] | null = null;
/** The hostile files of issue 29, built once per run (generated, never committed). */
const hostileFiles = () => {
  files ??= [
    { name: "items.xlsx", content: xfdWorkbook(300) },
    { name: "merge.xlsx", content: mergeBombWorkbook() },
    { name: "wide.xls", content: wideXls() },
    { name: "bomb.msg", content: rtfBombMsg() },
    { name: "pages.pdf", content: manyPagesPdf(500) },
    ...hostilePdfs().map(({ name, content }) => ({ name, content })),
    { name: "invoice\u202Efdp.txt", content: Buffer.from("text") },
    { name: "wide.csv", content: Buffer.from(`${"x,".repeat(100)}x\n`) },
  ];
  return files;
};

const pick = (list: number[]) => fc.constantFrom(...(list.length ? list : [1]));

/**
 * Upload routes (multipart/form-data): the fields every upload route reads, drawn from the fuzzed rows' ids,
 * and one hostile file. Every one must be refused or stored whole (never a 5xx), changing nothing when refused.
 */
export const hostileUploads = (ids: KnownIds) =>
  fc
    .record({
      workorderid: pick(ids.workorder),
      proposalid: pick(ids.proposal),
      invoiceid: pick(ids.invoice),
      file: fc.constantFrom(...hostileFiles()),
      source: fc.constantFrom("application/pdf", "application/vnd.ms-outlook"),
    })
    .map(({ file, ...fields }) => {
      const body = multipartBody({ ...fields, attachmenttypeid: 1, doctype: "W9" }, [file]);
      return new MultipartBody(body.payload, body.headers);
    });
