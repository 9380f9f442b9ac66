import type { QueuedAction, QueueStore } from "./queue-types.ts";

/**
 * The device's IndexedDB (issue 31), database "fm-field": `queue` (the offline actions, by id; photos kept
 * as Blobs) and `reads` (the last answers of the technician's reads, by key, with the time they were taken).
 */
const DB_NAME = "fm-field";
const QUEUE = "queue";
const READS = "reads";

let opening: Promise<IDBDatabase> | null = null;

const open = (): Promise<IDBDatabase> => {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => {
      const db = request.result;
      if (!db.objectStoreNames.contains(QUEUE)) db.createObjectStore(QUEUE, { keyPath: "id" });
      if (!db.objectStoreNames.contains(READS)) db.createObjectStore(READS, { keyPath: "key" });
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  }).catch((error: unknown) => {
    opening = null;
    throw error;
  });
  return opening;
};

const run = async <T>(
  store: string,
  mode: IDBTransactionMode,
  work: (s: IDBObjectStore) => IDBRequest<T>,
): Promise<T> => {
  const db = await open();
  return new Promise<T>((resolve, reject) => {
    const tx = db.transaction(store, mode);
    const request = work(tx.objectStore(store));
    tx.oncomplete = () => resolve(request.result);
    tx.onerror = () => reject(tx.error ?? request.error);
    tx.onabort = () => reject(tx.error ?? new Error("IndexedDB transaction aborted"));
  });
};

export const indexedDbQueueStore = (): QueueStore => ({
  all: async () => {
    const rows = await run<QueuedAction[]>(
      QUEUE,
      "readonly",
      (s) => s.getAll() as IDBRequest<QueuedAction[]>,
    );
    return rows.sort((a, b) => a.id - b.id);
  },
  put: async (action) => {
    await run(QUEUE, "readwrite", (s) => s.put(action));
  },
  remove: async (id) => {
    await run(QUEUE, "readwrite", (s) => s.delete(id));
  },
});

/** A read kept for offline use: the answer and when it was fetched (ISO 8601). */
export interface CachedRead {
  key: string;
  asof: string;
  data: unknown;
}

export interface ReadStore {
  get(key: string): Promise<CachedRead | undefined>;
  put(read: CachedRead): Promise<void>;
}

export const indexedDbReadStore = (): ReadStore => ({
  get: (key) =>
    run<CachedRead | undefined>(READS, "readonly", (s) => s.get(key) as IDBRequest<CachedRead | undefined>),
  put: async (read) => {
    await run(READS, "readwrite", (s) => s.put(read));
  },
});

export const memoryReadStore = (): ReadStore => {
  const rows = new Map<string, CachedRead>();
  return {
    get: async (key) => rows.get(key),
    put: async (read) => {
      rows.set(read.key, read);
    },
  };
};

/** Whether this browser has IndexedDB (private modes and old browsers may not): else memory, lost on reload. */
export const hasIndexedDb = (): boolean => typeof indexedDB !== "undefined";
