import { type ApiClientOptions, createApiClient, type HttpMethod, type RequestOptions } from "./client.ts";
import { fileNameFromDisposition } from "./content-disposition.ts";

/** A file answered by the API: its bytes and the name from Content-Disposition (or the fallback). */
export interface DownloadedFile {
  blob: Blob;
  filename: string;
}

export interface DownloadOptions {
  /** GET unless a body is sent (then POST). */
  method?: HttpMethod;
  body?: unknown;
  query?: RequestOptions["query"];
  /** The name to save under when the answer names no file. */
  fallbackName: string;
}

export type Download = (path: string, options: DownloadOptions) => Promise<DownloadedFile>;

/**
 * Downloads through a client built from the app's own options, so the bearer token, the Name header, 401 and
 * expiry handling and `{ error, message }` failures (ApiError) are those of every other call; only a
 * successful answer's body is kept as a Blob.
 */
export const createDownload =
  (options: ApiClientOptions): Download =>
  async (path, { method, body, query, fallbackName }) => {
    let file: Promise<DownloadedFile> | null = null;
    const client = createApiClient({
      ...options,
      fetch: async (input, init) => {
        const response = await options.fetch(input, init);
        if (response.ok) {
          const filename =
            fileNameFromDisposition(response.headers.get("content-disposition")) ?? fallbackName;
          file = response
            .clone()
            .blob()
            .then((blob) => ({ blob, filename }));
        }
        return response;
      },
    });
    await client.request(method ?? (body === undefined ? "GET" : "POST"), path, {
      query,
      // An export only reads; its answer is a file the server never keeps for replay.
      idempotencyKey: false,
      ...(body === undefined ? {} : { body }),
    });
    if (!file) throw new Error("The download was empty.");
    return file;
  };

/** Saves a Blob under a file name through a temporary link. */
export const saveBlob = (blob: Blob, filename: string): void => {
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
};

export const saveFile = ({ blob, filename }: DownloadedFile): void => saveBlob(blob, filename);
