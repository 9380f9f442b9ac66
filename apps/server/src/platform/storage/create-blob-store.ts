import path from "node:path";
import type { AppConfig } from "../../config.ts";
import type { BlobStore } from "./blob-store.ts";
import { LocalDiskBlobStore } from "./local-disk-store.ts";

/**
 * Azure Blob Storage when AZURE_STORAGE_CONNECTION_STRING is set, otherwise DATA_DIR/files on local disk.
 * The Azure SDK (~24 MB resident) is loaded only when it is configured (docs/decisions/0021).
 */
export const createBlobStore = async (config: AppConfig): Promise<BlobStore> => {
  if (!config.AZURE_STORAGE_CONNECTION_STRING)
    return new LocalDiskBlobStore(path.join(config.dataDir, "files"));
  const { AzureBlobStore } = await import("./azure-blob-store.ts");
  return new AzureBlobStore(config.AZURE_STORAGE_CONNECTION_STRING, config.AZURE_STORAGE_CONTAINER);
};
