import { Button, Group, Stack, Textarea } from "@mantine/core";
import { useState } from "react";
import { errorText } from "../../../components/ErrorFallback.tsx";
import { notifyError, notifySuccess } from "../../../components/notify.ts";
import { SizedModal } from "../../../components/SizedModal.tsx";
import { detailApi } from "../detail-api.ts";

/** Add Customer Update (spec 2 §2 "add special note"): a customer-visible note. */
export const CustomerUpdateModal = ({
  workorderid,
  wonumber,
  onClose,
  onDone,
}: {
  workorderid: number;
  wonumber: string;
  onClose: () => void;
  onDone: () => void;
}) => {
  const [note, setNote] = useState("");
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const save = async () => {
    if (!note.trim()) {
      setError("Note is required.");
      return;
    }
    setBusy(true);
    try {
      await detailApi.addSpecialNote(workorderid, note.trim());
      notifySuccess("Note added");
      onDone();
      onClose();
    } catch (err) {
      notifyError(errorText(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <SizedModal opened onClose={onClose} title="Add Customer Update" width={600} height={400}>
      <form
        noValidate
        style={{ flex: 1, display: "flex" }}
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <Stack justify="space-between" style={{ flex: 1 }}>
          <Textarea
            label={`Customer update for work order ${wonumber}`}
            withAsterisk
            data-autofocus
            autosize
            minRows={6}
            maxRows={10}
            value={note}
            error={error}
            onChange={(e) => {
              setNote(e.currentTarget.value);
              setError(undefined);
            }}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </SizedModal>
  );
};
