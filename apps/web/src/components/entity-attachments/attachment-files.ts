import { api } from "../../api/instance.ts";
import { downloadFile } from "../datagrid/index.ts";
import { notifyFailure } from "../notify.ts";

/** Opened inline (spec 3 §2.10: jpg, jpeg, png, pdf, html, txt, and gif); other kinds download. */
export const INLINE_FILE = /\.(jpe?g|png|pdf|html?|txt|gif)$/i;

/** Saves the file under the name the server gives (`fallbackName` when it gives none). */
export const saveAttachment = (path: string, fallbackName: string) =>
  downloadFile(path, undefined, fallbackName);

/** A click on a file name: inline kinds open in a new tab, others download; a failure is a toast. */
export const openFile = async (path: string, name: string, filename: string) => {
  try {
    if (!INLINE_FILE.test(filename)) return await saveAttachment(path, name);
    const { blob } = await api.download(path, { fallbackName: name });
    window.open(URL.createObjectURL(blob), "_blank", "noopener");
  } catch (err) {
    notifyFailure(err);
  }
};
