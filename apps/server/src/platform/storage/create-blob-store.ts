import path from "node:path";
import type { AppConfig } from "../../config.ts";
import { AzureBlobStore } from "./azure-blob-store.ts";
import type { BlobStore } from "./blob-store.ts";
import { LocalDiskBlobStore } from "./local-disk-store.ts";

/** Azure Blob Storage when AZURE_STORAGE_CONNECTION_STRING is set, otherwise DATA_DIR/files on local disk. */
export const createBlobStore = (config: AppConfig): BlobStore =>
  config.AZURE_STORAGE_CONNECTION_STRING
    ? new AzureBlobStore(config.AZURE_STORAGE_CONNECTION_STRING, config.AZURE_STORAGE_CONTAINER)
    : new LocalDiskBlobStore(path.join(config.dataDir, "files"));
