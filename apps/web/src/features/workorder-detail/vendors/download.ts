import { createApiClient } from "../../../api/client.ts";
import { currentPath, navigateTo } from "../../../app/navigation.ts";
import { sessionStore } from "../../../auth/session-store.ts";

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

/**
 * POSTs a JSON body and saves the answer (a PDF) as `filename`, through the same client rules as every call
 * (bearer token, Name header, 401 and expiry handling, `{ error, message }` failures as ApiError).
 */
export const postDownload = async (path: string, body: unknown, filename: string): Promise<void> => {
  let blob: Promise<Blob> | null = null;
  const client = createApiClient({
    fetch: async (input, init) => {
      const response = await fetch(input, init);
      if (response.ok) blob = response.clone().blob();
      return response;
    },
    getSession: () => sessionStore.get(),
    clearSession: () => sessionStore.clear(),
    onUnauthorized: () => navigateTo("/login", { replace: true, state: { from: currentPath() } }),
    onExpired: () => navigateTo("/logout", { replace: true, state: { from: currentPath(), expired: true } }),
  });
  await client.post(path, body);
  if (!blob) throw new Error("The download was empty.");
  saveBlob(await blob, filename);
};
