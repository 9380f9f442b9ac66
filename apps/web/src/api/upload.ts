import { z } from "zod";
import { currentPath, navigateTo } from "../app/navigation.ts";
import { sessionStore } from "../auth/session-store.ts";
import { ApiError, toApiErrorBody } from "./api-error.ts";
import { newIdempotencyKey, toHeaderValue } from "./client.ts";

const onUnauthorized = () => navigateTo("/login", { replace: true, state: { from: currentPath() } });

/**
 * A multipart POST with upload progress (fetch has none): the client's rules (token, Name header, 401 →
 * sign in again, ApiError with the server's message and fields), the answer checked against its contract.
 */
export const uploadForm = <T>(
  path: string,
  form: FormData,
  response: z.ZodType<T>,
  onProgress: (percent: number) => void,
): Promise<{ status: number; body: T }> =>
  new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", path);
    const session = sessionStore.get();
    if (session) {
      xhr.setRequestHeader("Authorization", `Bearer ${session.token}`);
      xhr.setRequestHeader("Name", toHeaderValue(session.user.name));
      xhr.setRequestHeader("Idempotency-Key", newIdempotencyKey());
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
        const parsed = response.safeParse(payload);
        if (!parsed.success) {
          reject(
            new ApiError(xhr.status, {
              error: "request_failed",
              message: "The server's answer was not understood.",
            }),
          );
          return;
        }
        onProgress(100);
        resolve({ status: xhr.status, body: parsed.data });
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

/** The same without a response contract: answers the parsed JSON body (callers that parse it themselves). */
export const uploadMultipart = async (
  path: string,
  form: FormData,
  onProgress: (percent: number) => void = () => undefined,
): Promise<unknown> => (await uploadForm(path, form, z.unknown(), onProgress)).body;
