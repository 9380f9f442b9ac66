import { Button, Group, Loader, Stack, Text } from "@mantine/core";
import { IconUpload } from "@tabler/icons-react";
import { type DragEvent, useRef, useState } from "react";
import { errorText } from "../../../components/ErrorFallback.tsx";
import { SizedModal } from "../../../components/SizedModal.tsx";
import { useApiMutation } from "../../../components/use-api-mutation.ts";
import type { VendorLine } from "./types.ts";
import { vendorApi } from "./vendor-api.ts";

/** Attach Invoice (600x300, spec 2 §2): drag and drop, stored as attachment type 7 Vendor Invoice. */
export const AttachInvoiceModal = ({
  workorderid,
  line,
  onClose,
  onUploaded,
}: {
  workorderid: number;
  line: VendorLine;
  onClose: () => void;
  onUploaded: () => void;
}) => {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const attach = useApiMutation({
    mutationFn: (files: File[]) => vendorApi.attachInvoice(workorderid, line.id, files),
    success: "Invoice attached",
    onSuccess: () => {
      onUploaded();
      onClose();
    },
  });
  const busy = attach.isPending;
  const error = attach.error ? errorText(attach.error) : null;

  const upload = (files: File[]) => {
    if (!files.length || busy) return;
    attach.mutate(files);
  };

  const onDrop = (e: DragEvent<HTMLElement>) => {
    e.preventDefault();
    setOver(false);
    upload([...e.dataTransfer.files]);
  };

  return (
    <SizedModal onClose={onClose} title="Attach Invoice" width={600} height={300}>
      <Stack gap="xs" style={{ flex: 1 }}>
        <Text size="sm" c="dimmed">
          {line.vendorname}
        </Text>
        <button
          type="button"
          aria-label="Drop the invoice here or click to select a file"
          onClick={() => input.current?.click()}
          onDragOver={(e) => {
            e.preventDefault();
            setOver(true);
          }}
          onDragLeave={() => setOver(false)}
          onDrop={onDrop}
          style={{
            flex: 1,
            minHeight: 120,
            border: `2px dashed ${over ? "var(--mantine-color-blue-6)" : "var(--mantine-color-gray-4)"}`,
            borderRadius: 8,
            background: over ? "var(--mantine-color-blue-0)" : "var(--mantine-color-gray-0)",
            cursor: "pointer",
            display: "flex",
            flexDirection: "column",
            alignItems: "center",
            justifyContent: "center",
            gap: 6,
            font: "inherit",
          }}
        >
          {busy ? <Loader size="sm" /> : <IconUpload size={28} aria-hidden />}
          <Text size="sm" fw={500}>
            Select file
          </Text>
          <Text size="xs" c="dimmed">
            or drop file here
          </Text>
        </button>
        <input
          ref={input}
          type="file"
          hidden
          multiple
          data-testid="attach-invoice-input"
          onChange={(e) => {
            const files = [...(e.currentTarget.files ?? [])];
            e.currentTarget.value = "";
            upload(files);
          }}
        />
        {error && (
          <Text size="sm" c="red" role="alert">
            {error}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </SizedModal>
  );
};
