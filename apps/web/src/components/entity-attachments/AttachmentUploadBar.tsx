import "@mantine/dropzone/styles.css";
import { Group, Select, Text } from "@mantine/core";
import { Dropzone } from "@mantine/dropzone";
import { IconUpload } from "@tabler/icons-react";
import type { ReactNode } from "react";
import type { TypeOption } from "./AttachmentEditModal.tsx";

/** Choose an attachment type first, then drop or select files; slots for the owner's fields before and after. */
export const AttachmentUploadBar = ({
  typeOptions,
  typeId,
  onTypeChange,
  typeWidth,
  busy,
  onDrop,
  beforeDrop,
  afterDrop,
}: {
  typeOptions: readonly TypeOption[];
  typeId: string | null;
  onTypeChange: (typeId: string | null) => void;
  typeWidth: number;
  busy: boolean;
  onDrop: (files: File[]) => void;
  beforeDrop?: ReactNode;
  afterDrop?: ReactNode;
}) => (
  <Group align="end">
    <Select
      label="Attachment Type"
      placeholder="Choose a type first"
      data={typeOptions}
      value={typeId}
      onChange={onTypeChange}
      w={typeWidth}
    />
    {beforeDrop}
    <Dropzone onDrop={onDrop} disabled={!typeId || busy} loading={busy} style={{ flex: 1 }} p="sm">
      <Group gap="xs" justify="center">
        <IconUpload size={18} />
        <Text size="sm">
          {typeId ? "Drop files here or click to select" : "Choose an attachment type to enable uploads"}
        </Text>
      </Group>
    </Dropzone>
    {afterDrop}
  </Group>
);
