import { Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import type { ReactNode } from "react";

/** A Yes/No question (Mantine confirm modal): resolves true only when the user confirms. */
export const confirmDialog = (
  message: ReactNode,
  title = "Confirm",
  confirm = "Yes",
  cancel = "No",
): Promise<boolean> =>
  new Promise<boolean>((resolve) => {
    let answered = false;
    const answer = (v: boolean) => {
      if (answered) return;
      answered = true;
      resolve(v);
    };
    modals.openConfirmModal({
      title,
      centered: true,
      children: <Text size="sm">{message}</Text>,
      labels: { confirm, cancel },
      onConfirm: () => answer(true),
      onCancel: () => answer(false),
      onClose: () => answer(false),
    });
  });
