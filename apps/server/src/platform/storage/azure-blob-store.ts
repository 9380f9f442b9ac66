import { Readable } from "node:stream";
import {
  BlobServiceClient,
  type ContainerClient,
  ContainerSASPermissions,
  RestError,
} from "@azure/storage-blob";
import { AppError } from "../errors.ts";
import { assertSafeKey, type BlobStore, blobNotFound, type ReadAccess } from "./blob-store.ts";

const isNotFound = (err: unknown) => err instanceof RestError && err.statusCode === 404;

/**
 * Azure Blob Storage (or azurite): one container, created on first use. Needs a connection string with an
 * account key, which also signs the read-only SAS handed out by GET /api/storage/getSAS.
 */
export class AzureBlobStore implements BlobStore {
  readonly kind = "azure" as const;
  private readonly container: ContainerClient;
  private ready: Promise<unknown> | null = null;

  constructor(connectionString: string, containerName: string) {
    this.container =
      BlobServiceClient.fromConnectionString(connectionString).getContainerClient(containerName);
  }

  private async ensureContainer(): Promise<void> {
    this.ready ??= this.container.createIfNotExists().catch((err: unknown) => {
      this.ready = null;
      throw err;
    });
    await this.ready;
  }

  private blob(key: string) {
    assertSafeKey(key);
    return this.container.getBlockBlobClient(key);
  }

  async put(key: string, body: Readable | Buffer, contentType: string): Promise<void> {
    const blob = this.blob(key);
    await this.ensureContainer();
    const blobHTTPHeaders = { blobContentType: contentType };
    if (Buffer.isBuffer(body)) await blob.uploadData(body, { blobHTTPHeaders });
    else await blob.uploadStream(body, 4 * 1024 * 1024, 4, { blobHTTPHeaders });
  }

  async get(key: string): Promise<Readable> {
    const blob = this.blob(key);
    await this.ensureContainer();
    try {
      const res = await blob.download();
      const body = res.readableStreamBody;
      if (!body) throw blobNotFound(key);
      return body instanceof Readable ? body : Readable.from(body);
    } catch (err) {
      if (isNotFound(err)) throw blobNotFound(key);
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    const blob = this.blob(key);
    await this.ensureContainer();
    await blob.deleteIfExists();
  }

  async exists(key: string): Promise<boolean> {
    const blob = this.blob(key);
    await this.ensureContainer();
    return blob.exists();
  }

  async readAccess(ttlMinutes: number): Promise<ReadAccess> {
    await this.ensureContainer();
    const startsOn = new Date(Date.now() - 60_000); // tolerate a minute of clock skew
    const expiresOn = new Date(Date.now() + ttlMinutes * 60_000);
    let url: string;
    try {
      url = await this.container.generateSasUrl({
        permissions: ContainerSASPermissions.parse("r"),
        startsOn,
        expiresOn,
      });
    } catch {
      throw new AppError(
        "storage_sas_unavailable",
        409,
        "Blob storage is configured without an account key, so no access token can be issued.",
      );
    }
    const query = new URL(url).search.slice(1);
    return { sasToken: query, expiresOn: expiresOn.toISOString(), containerUrl: this.container.url };
  }
}
