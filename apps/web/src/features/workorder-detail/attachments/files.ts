import type { Attachment } from "@fm/domain/contracts";
import { ApiError, toApiErrorBody } from "../../../api/api-error.ts";
import { toHeaderValue } from "../../../api/client.ts";
import { currentPath, navigateTo } from "../../../app/navigation.ts";
import { sessionStore } from "../../../auth/session-store.ts";

/** One attachment (GET /api/workorder/attachments): the contract's Attachment. */
export type { Attachment };

const onUnauthorized = () => navigateTo("/login", { replace: true, state: { from: currentPath() } });

/** POST /api/workorder/attachfile (or the customer portal's `path`) with upload progress (fetch has none): 0–100 through `onProgress`. */
export const uploadFiles = (
  workorderid: number,
  attachmenttypeid: number,
  files: readonly File[],
  onProgress: (percent: number) => void,
  path = "/api/workorder/attachfile",
): Promise<Attachment[]> =>
  new Promise((resolve, reject) => {
    const form = new FormData();
    form.append("workorderid", String(workorderid));
    form.append("attachmenttypeid", String(attachmenttypeid));
    for (const f of files) form.append("files", f, f.name);
    const xhr = new XMLHttpRequest();
    xhr.open("POST", path);
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
