import { Button, Group, Stack, Textarea } from "@mantine/core";
import { useState } from "react";
import { SizedModal } from "../../../components/SizedModal.tsx";

/** Rejection Note popup (500x400, spec 2 §2, §9): the note is required. */
export const RejectionNoteModal = ({
  onClose,
  onSave,
}: {
  onClose: () => void;
  onSave: (note: string) => Promise<void>;
}) => {
  const [note, setNote] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  return (
    <SizedModal title="Rejection Note" width={500} height={400} onClose={onClose}>
      <Stack gap="sm" style={{ flex: 1 }}>
        <Textarea
          label="Rejection Note"
          withAsterisk
          autosize
          minRows={6}
          maxRows={10}
          value={note}
          error={error}
          onChange={(e) => setNote(e.currentTarget.value)}
          data-autofocus
        />
        <Group justify="flex-end" mt="auto">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            loading={saving}
            onClick={async () => {
              if (!note.trim()) return setError("Rejection Note is required.");
              setSaving(true);
              await onSave(note.trim());
              setSaving(false);
            }}
          >
            Save
          </Button>
        </Group>
      </Stack>
    </SizedModal>
  );
};
