import { eq } from "drizzle-orm";
import type { Tx } from "../db/client.ts";
import { customerAttachments, managementProviders } from "../db/schema/index.ts";
import type { SecretBox } from "../platform/secrets/secret-box.ts";
import type { BlobStore } from "../platform/storage/blob-store.ts";

/** What the demo needs beside the database to seed files and sealed secrets (the app context has both). */
export interface DemoFileStores {
  secrets: SecretBox;
  blobs: BlobStore;
}

/** The demo's management-provider passwords (shown to staff on the Management Provider tab). */
export const DEMO_PROVIDER_PASSWORDS = ["Sc-demo-2026!", "Corrigo#demo7", "FmPilot*demo3", "Verisae$demo5"];

/** A one-page PDF with a line of text (hand-written PDF 1.4; offsets computed, so viewers open it). */
export const tinyPdf = (line: string): Buffer => {
  const text = line.replace(/[()\\]/g, "");
  const stream = `BT /F1 14 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let out = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) out += `${String(off).padStart(10, "0")} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, "latin1");
};

const slug = (s: string) => s.replace(/[^A-Za-z0-9]+/g, "_").replace(/^_|_$/g, "");

/**
 * Customer tabs of the demo (issue 14): every management provider gets a password sealed with the app's
 * secret box (as management-providers.service does), and every customer two real small files in the blob store
 * (an MSA Agreement PDF and a Jobsite List CSV of its sites) with their attachment rows.
 */
export const seedCustomerDemoFiles = async (
  tx: Tx,
  stores: DemoFileStores,
  opts: {
    providerIds: readonly number[];
    customers: readonly { id: number; customername: string }[];
    jobSites: readonly {
      customerid: number;
      jobsite: string;
      city: string;
      statecode: string;
      postalcode: string;
    }[];
    author: { id: number; name: string };
    now: Date;
  },
) => {
  for (const [i, id] of opts.providerIds.entries()) {
    const password = DEMO_PROVIDER_PASSWORDS[i % DEMO_PROVIDER_PASSWORDS.length] ?? "demo";
    await tx
      .update(managementProviders)
      .set({ password: stores.secrets.seal(password) })
      .where(eq(managementProviders.id, id));
  }
  const stamp = opts.now.toISOString().replace(/[-:]/g, "").replace(/\..*$/, "");
  const rows: (typeof customerAttachments.$inferInsert)[] = [];
  for (const c of opts.customers) {
    const sites = opts.jobSites.filter((s) => s.customerid === c.id);
    const csv = [
      "Job Site,City,State,Zip Code",
      ...sites.map((s) =>
        [s.jobsite, s.city, s.statecode, s.postalcode].map((v) => `"${v.replace(/"/g, '""')}"`).join(","),
      ),
    ].join("\r\n");
    const files = [
      {
        typeid: 30,
        filename: `MSA_${slug(c.customername)}_${stamp}.pdf`,
        displayname: `MSA ${c.customername}.pdf`,
        contenttype: "application/pdf",
        body: tinyPdf(`Master Services Agreement - ${c.customername}`),
      },
      {
        typeid: 29,
        filename: `Jobsites_${slug(c.customername)}_${stamp}.csv`,
        displayname: `Job sites ${c.customername}.csv`,
        contenttype: "text/csv",
        body: Buffer.from(`${csv}\r\n`, "utf8"),
      },
    ];
    for (const f of files) {
      const path = `customer/${c.id}/${f.filename}`;
      await stores.blobs.put(path, f.body, f.contenttype);
      rows.push({
        customerid: c.id,
        attachmenttypeid: f.typeid,
        filename: f.filename,
        displayname: f.displayname,
        path,
        contenttype: f.contenttype,
        size: f.body.length,
        createdby: opts.author.id,
        createdbyname: opts.author.name,
      });
    }
  }
  if (rows.length) await tx.insert(customerAttachments).values(rows);
  return { attachments: rows.length, providers: opts.providerIds.length };
};
