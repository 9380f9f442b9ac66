import { createApiClient, type RequestOptions } from "../../api/client.ts";
import { currentPath, navigateTo } from "../../app/navigation.ts";
import { sessionStore } from "../../auth/session-store.ts";

/**
 * Downloads a file (e.g. WorkOrders.xlsx) through the app's API client, so the bearer token, the Name header,
 * 401 and expiry handling are the same as for every other call; the body is kept as a Blob.
 */
export const downloadFile = async (
  path: string,
  query: RequestOptions["query"],
  fallbackName: string,
): Promise<void> => {
  let blob: Promise<Blob> | null = null;
  let filename = fallbackName;
  const client = createApiClient({
    fetch: async (input, init) => {
      const response = await fetch(input, init);
      if (response.ok) {
        blob = response.clone().blob();
        const disposition = response.headers.get("content-disposition") ?? "";
        const match = /filename="?([^";]+)"?/i.exec(disposition);
        if (match?.[1]) filename = match[1];
      }
      return response;
    },
    getSession: () => sessionStore.get(),
    clearSession: () => sessionStore.clear(),
    onUnauthorized: () => navigateTo("/login", { replace: true, state: { from: currentPath() } }),
    onExpired: () => navigateTo("/logout", { replace: true, state: { from: currentPath(), expired: true } }),
  });
  await client.get(path, { query });
  if (!blob) throw new Error("The download was empty.");
  const url = URL.createObjectURL(await blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
};
