import { notifications } from "@mantine/notifications";

/** Spec 3 §9: toasts last 3000 ms (5000 ms for import errors), shown top centre (the provider's default). */
export const TOAST_MS = 3000;
export const IMPORT_ERROR_TOAST_MS = 5000;

export const notifySuccess = (message: string, autoClose = TOAST_MS): void => {
  notifications.show({ message, color: "green", autoClose });
};

export const notifyError = (message: string, autoClose = TOAST_MS): void => {
  notifications.show({ message, color: "red", autoClose });
};
