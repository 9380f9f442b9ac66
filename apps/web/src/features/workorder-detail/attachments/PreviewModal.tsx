import { Center, Image, Loader, Modal, Text } from "@mantine/core";
import { useEffect, useState } from "react";
import { api } from "../../../api/instance.ts";
import { errorText } from "../../../components/ErrorFallback.tsx";
import { useReturnFocus } from "../../../components/use-return-focus.ts";
import type { Attachment } from "./files.ts";

const extOf = (name: string) => name.split(".").pop()?.toLowerCase() ?? "";

/**
 * Inline preview of a previewable attachment (jpg, jpeg, png, pdf, html, txt; spec 2 §7). HTML and text are
 * shown in a sandboxed iframe without scripts, so a stored page can do nothing.
 */
export const PreviewModal = ({
  attachment,
  onClose,
}: {
  attachment: Pick<Attachment, "id" | "displayname"> & { filename?: string };
  onClose: () => void;
}) => {
  useReturnFocus();
  const [url, setUrl] = useState<string>();
  const [error, setError] = useState<string>();
  useEffect(() => {
    let objectUrl: string | undefined;
    let live = true;
    api
      .download(`/api/workorder/attachment/${attachment.id}/download`, {
        fallbackName: attachment.displayname,
      })
      .then(({ blob }) => {
        objectUrl = URL.createObjectURL(blob);
        if (live) setUrl(objectUrl);
      })
      .catch((err: unknown) => live && setError(errorText(err)));
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [attachment]);

  const ext = extOf(attachment.displayname || attachment.filename || "");
  const image = ["jpg", "jpeg", "png", "gif"].includes(ext);
  const sandboxed = ext === "html" || ext === "htm" || ext === "txt";

  return (
    <Modal opened onClose={onClose} title={attachment.displayname} size="80%" centered>
      {error ? (
        <Text c="red">{error}</Text>
      ) : !url ? (
        <Center h={300}>
          <Loader />
        </Center>
      ) : image ? (
        <Image src={url} alt={attachment.displayname} fit="contain" mah="75vh" />
      ) : (
        <iframe
          title={attachment.displayname}
          src={url}
          style={{ width: "100%", height: "75vh", border: 0 }}
          {...(sandboxed ? { sandbox: "" } : {})}
        />
      )}
    </Modal>
  );
};
