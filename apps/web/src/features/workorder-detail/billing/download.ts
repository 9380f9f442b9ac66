import { createApiClient } from "../../../api/client.ts";
import { currentPath, navigateTo } from "../../../app/navigation.ts";
import { sessionStore } from "../../../auth/session-store.ts";
import { saveBlob } from "../vendors/download.ts";
import { fileNameFromDisposition } from "./billing-rules.ts";

/**
 * POSTs a JSON body and saves the answer (PDF or Word) under the file name of its Content-Disposition header
 * (or `fallback`), through the same client rules as every call (token, Name header, 401, ApiError).
 */
export const downloadDocument = async (path: string, body: unknown, fallback: string): Promise<void> => {
  let file: Promise<{ blob: Blob; name: string | null }> | null = null;
  const client = createApiClient({
    fetch: async (input, init) => {
      const response = await fetch(input, init);
      if (response.ok) {
        const name = fileNameFromDisposition(response.headers.get("content-disposition"));
        file = response
          .clone()
          .blob()
          .then((blob) => ({ blob, name }));
      }
      return response;
    },
    getSession: () => sessionStore.get(),
    clearSession: () => sessionStore.clear(),
    onUnauthorized: () => navigateTo("/login", { replace: true, state: { from: currentPath() } }),
    onExpired: () => navigateTo("/logout", { replace: true, state: { from: currentPath(), expired: true } }),
  });
  await client.post(path, body);
  if (!file) throw new Error("The download was empty.");
  const { blob, name } = await (file as Promise<{ blob: Blob; name: string | null }>);
  saveBlob(blob, name ?? fallback);
};
