import { downloadFile } from "../datagrid/index.ts";
import { notifyFailure } from "../notify.ts";

/**
 * The one "download this file" of the app: fetched under the client's rules (api.download), saved under the
 * name the server gives (`fallbackName` when none), a failure shown as a toast with the server's message.
 */
export const saveDownload = (path: string, fallbackName: string): Promise<void> =>
  downloadFile(path, undefined, fallbackName).catch((err: unknown) => notifyFailure(err));
