import type { Locator, Page } from "playwright-core";

/** A file given to the browser's file chooser. */
export interface UploadFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** A tiny file the server takes for a PNG (its signature, then `marker`). */
export const pngFile = (name: string, marker: string): UploadFile => ({
  name,
  mimeType: "image/png",
  buffer: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from(marker)]),
});

/** Clicks `button` (which opens the file chooser) and chooses `file`. */
export const chooseFile = async (p: Page, button: Locator, file: UploadFile): Promise<void> => {
  const [chooser] = await Promise.all([p.waitForEvent("filechooser"), button.click()]);
  await chooser.setFiles(file);
};
