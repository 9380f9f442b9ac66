import { ApiError, toApiErrorBody } from "../../../api/api-error.ts";
import { createApiClient, type HttpMethod, toHeaderValue } from "../../../api/client.ts";
import { currentPath, navigateTo } from "../../../app/navigation.ts";
import { sessionStore } from "../../../auth/session-store.ts";

export interface Attachment {
  id: number;
  workorderid: number;
  workordervendorid: number | null;
  attachmenttypeid: number;
  attachmenttype: string;
  filename: string;
  displayname: string;
  path: string;
  contenttype: string;
  size: number;
  createdbyuser: string;
  createddate: string;
  previewable: boolean;
  version: number;
}

const onUnauthorized = () => navigateTo("/login", { replace: true, state: { from: currentPath() } });

/**
 * A file from the API (download, preview, zip) through the app's client rules (token, Name header, 401),
 * kept as a Blob with the server's file name.
 */
export const fetchFile = async (
  method: HttpMethod,
  path: string,
  body: unknown,
  fallbackName: string,
): Promise<{ blob: Blob; filename: string }> => {
  let blob: Promise<Blob> | null = null;
  let filename = fallbackName;
  const client = createApiClient({
    fetch: async (input, init) => {
      const response = await fetch(input, init);
      if (response.ok) {
        blob = response.clone().blob();
        const disposition = response.headers.get("content-disposition") ?? "";
        const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
        const plain = /filename="?([^";]+)"?/i.exec(disposition);
        if (star?.[1]) filename = decodeURIComponent(star[1]);
        else if (plain?.[1]) filename = plain[1];
      }
      return response;
    },
    getSession: () => sessionStore.get(),
    clearSession: () => sessionStore.clear(),
    onUnauthorized,
    onExpired: () => navigateTo("/logout", { replace: true, state: { from: currentPath(), expired: true } }),
  });
  await client.request(method, path, body === undefined ? {} : { body });
  if (!blob) throw new Error("The download was empty.");
  return { blob: await blob, filename };
};

export const saveBlob = (blob: Blob, filename: string) => {
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
};

/** POST /api/workorder/attachfile with upload progress (fetch has none): 0–100 through `onProgress`. */
export const uploadFiles = (
  workorderid: number,
  attachmenttypeid: number,
  files: readonly File[],
  onProgress: (percent: number) => void,
): Promise<Attachment[]> =>
  new Promise((resolve, reject) => {
    const form = new FormData();
    form.append("workorderid", String(workorderid));
    form.append("attachmenttypeid", String(attachmenttypeid));
    for (const f of files) form.append("files", f, f.name);
    const xhr = new XMLHttpRequest();
    xhr.open("POST", "/api/workorder/attachfile");
    const session = sessionStore.get();
    if (session) {
      xhr.setRequestHeader("Authorization", `Bearer ${session.token}`);
      xhr.setRequestHeader("Name", toHeaderValue(session.user.name));
    }
    xhr.setRequestHeader("Accept", "application/json");
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onerror = () =>
      reject(
        new ApiError(0, { error: "network_error", message: "Upload failed: no answer from the server." }),
      );
    xhr.onload = () => {
      let payload: unknown = xhr.responseText;
      try {
        payload = JSON.parse(xhr.responseText);
      } catch {
        // not JSON
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(100);
        resolve(payload as Attachment[]);
        return;
      }
      if (xhr.status === 401 && session) {
        sessionStore.clear();
        onUnauthorized();
      }
      reject(new ApiError(xhr.status, toApiErrorBody(xhr.status, payload, xhr.statusText)));
    };
    xhr.send(form);
  });
