import { currentPath, navigateTo } from "../app/navigation.ts";
import { sessionStore } from "../auth/session-store.ts";
import { ApiError, toApiErrorBody } from "./api-error.ts";
import { toHeaderValue } from "./client.ts";

const onUnauthorized = () => navigateTo("/login", { replace: true, state: { from: currentPath() } });

/**
 * POSTs a multipart form under the client's rules (token, Name header, 401, ApiError) with upload progress
 * (fetch has none): 0–100 through `onProgress`. Answers the parsed JSON body.
 */
export const uploadMultipart = (
  path: string,
  form: FormData,
  onProgress: (percent: number) => void = () => undefined,
): Promise<unknown> =>
  new Promise((resolve, reject) => {
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
        resolve(payload);
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
