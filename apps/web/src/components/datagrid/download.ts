import type { RequestOptions } from "../../api/client.ts";
import { saveFile } from "../../api/download.ts";
import { api } from "../../api/instance.ts";

/** Downloads a file (e.g. WorkOrders.xlsx) through `api.download` and saves it under the server's name. */
export const downloadFile = async (
  path: string,
  query: RequestOptions["query"],
  fallbackName: string,
): Promise<void> => saveFile(await api.download(path, { query, fallbackName }));
