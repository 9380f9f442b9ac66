import { downloadFile } from "../datagrid/index.ts";

/** Saves the file under the name the server gives (`fallbackName` when it gives none). */
export const saveAttachment = (path: string, fallbackName: string) =>
  downloadFile(path, undefined, fallbackName);
