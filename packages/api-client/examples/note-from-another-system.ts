/**
 * An integration in a few lines (docs/api.md): another system finds a work order by its number, adds a note to
 * it and retries the write safely after a network failure; its webhook endpoint checks each delivery's
 * signature with the Standard Webhooks library.
 *
 *   FM_URL=http://localhost:3000 FM_TOKEN=fmd_… npx tsx packages/api-client/examples/note-from-another-system.ts FMB-100184 "Parts ordered"
 */
import { Webhook } from "standardwebhooks";
import { createFmClient, idempotencyKey } from "../src/index.ts";

export interface NoteResult {
  workorderid: number;
  noteid: number;
  /** The retry's answer: the same note, not a second one. */
  retriedNoteId: number;
}

export const addNoteByNumber = async (options: {
  baseUrl: string;
  token: string;
  wonumber: string;
  note: string;
}): Promise<NoteResult> => {
  const client = createFmClient({ baseUrl: options.baseUrl, token: options.token });
  const found = await client.GET("/api/workorder/getworkorders", {
    params: { query: { search: options.wonumber, status: "all", pageSize: 10 } },
  });
  if (found.error) throw new Error(`search refused: ${found.error.error} ${found.error.message}`);
  const order = found.data.rows.find((row) => row.wonumber === options.wonumber);
  if (!order) throw new Error(`no work order ${options.wonumber}`);

  // One key for this write: if the answer is lost on the way back, sending it again with the same key returns
  // the first answer instead of adding the note twice.
  const key = idempotencyKey();
  const body = { workorderid: order.id, note: options.note, type: "Internal", pertainsto: 2 } as const;
  const first = await client.POST("/api/workorder/savenote", { body, headers: { "Idempotency-Key": key } });
  if (first.error) throw new Error(`savenote refused: ${first.error.error} ${first.error.message}`);
  const retry = await client.POST("/api/workorder/savenote", { body, headers: { "Idempotency-Key": key } });
  if (retry.error) throw new Error(`the retry was refused: ${retry.error.error} ${retry.error.message}`);
  return { workorderid: order.id, noteid: first.data.id, retriedNoteId: retry.data.id };
};

/**
 * A webhook receiver's check: throws unless the delivery was signed with the subscription's secret (`whsec_…`,
 * shown when the subscription was made) within the last five minutes; answers the event.
 */
export const verifiedEvent = (
  secret: string,
  headers: Record<string, string>,
  rawBody: string,
): { type: string; data: unknown } =>
  new Webhook(secret).verify(rawBody, headers) as { type: string; data: unknown };

if (import.meta.url === `file://${process.argv[1]}`) {
  const [wonumber, note] = process.argv.slice(2);
  const baseUrl = process.env.FM_URL;
  const token = process.env.FM_TOKEN;
  if (!wonumber || !note || !baseUrl || !token) {
    console.error("usage: FM_URL=… FM_TOKEN=fmd_… note-from-another-system.ts <WO number> <note>");
    process.exit(2);
  }
  console.log(await addNoteByNumber({ baseUrl, token, wonumber, note }));
}
