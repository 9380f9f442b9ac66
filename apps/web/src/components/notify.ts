import { notifications } from "@mantine/notifications";
import { errorText } from "./ErrorFallback.tsx";

/** Spec 3 §9: toasts last 3000 ms (5000 ms for import errors), shown top centre (the provider's default). */
export const TOAST_MS = 3000;
export const IMPORT_ERROR_TOAST_MS = 5000;

export const notifySuccess = (message: string, autoClose = TOAST_MS): void => {
  notifications.show({ message, color: "green", autoClose });
};

export const notifyError = (message: string, autoClose = TOAST_MS): void => {
  notifications.show({ message, color: "red", autoClose });
};

/**
 * A failed write: the server's own message (ApiError.message). Where the spec names a failure toast
 * (`caption`, e.g. 'Failed to remove Proposal') that caption stays the toast's title, the reason under it.
 */
export const notifyFailure = (error: unknown, caption?: string, autoClose = TOAST_MS): void => {
  const message = errorText(error);
  if (caption === undefined || caption === message) notifyError(message, autoClose);
  else notifications.show({ title: caption, message, color: "red", autoClose });
};
