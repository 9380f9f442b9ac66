/** The browsers' words for a page's code that could not be fetched (offline, or a new build replaced it). */
const CHUNK_FAILURE =
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS|ChunkLoadError/i;

export const isChunkLoadError = (error: unknown): boolean =>
  error instanceof Error && (error.name === "ChunkLoadError" || CHUNK_FAILURE.test(error.message));

/** Pause before the one retry of a failed chunk (a dropped connection often comes back at once). */
export const CHUNK_RETRY_MS = 1000;

/**
 * Loads a lazy chunk, trying once more after CHUNK_RETRY_MS when the first fetch fails; a second failure is
 * thrown (the error boundary then offers Try again and Reload, never the raw message).
 */
export const retryChunk = async <T>(
  load: () => Promise<T>,
  wait: (ms: number) => Promise<void> = (ms) => new Promise((r) => setTimeout(r, ms)),
): Promise<T> => {
  try {
    return await load();
  } catch (error) {
    if (!isChunkLoadError(error)) throw error;
    await wait(CHUNK_RETRY_MS);
    return load();
  }
};
