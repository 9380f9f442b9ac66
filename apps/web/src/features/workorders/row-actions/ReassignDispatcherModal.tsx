import { Button, Group, Select, Stack, TextInput } from "@mantine/core";
import { useState } from "react";
import { notifyError, notifySuccess } from "../../../components/notify.ts";
import { SizedModal } from "../../../components/SizedModal.tsx";
import { useDispatchers } from "../lookups.ts";
import { type WorkOrderRow, workOrderApi } from "../workorder-api.ts";

/** Reassign Dispatcher popup (450x250): a dispatcher is required. */
export const ReassignDispatcherModal = ({
  row,
  onClose,
  onDone,
}: {
  row: WorkOrderRow;
  onClose: () => void;
  onDone: () => void;
}) => {
  const dispatchers = useDispatchers();
  const [userid, setUserid] = useState<string | null>(row.dispatcherid ? String(row.dispatcherid) : null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    if (!userid) {
      setError("Dispatcher is required.");
      return;
    }
    setBusy(true);
    try {
      await workOrderApi.reassign(row.id, Number(userid));
      notifySuccess("Updated Dispatcher");
      onDone();
      onClose();
    } catch {
      notifyError("Failed to Update Dispatcher");
    } finally {
      setBusy(false);
    }
  };
  return (
    <SizedModal opened onClose={onClose} title="Reassign Dispatcher" width={450} height={250}>
      <form
        style={{ flex: 1, display: "flex" }}
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <Stack justify="space-between" style={{ flex: 1 }}>
          <Stack gap="sm">
            <TextInput label="Work Order #" value={row.wonumber} readOnly variant="filled" />
            <Select
              label="Dispatcher"
              withAsterisk
              searchable
              data-autofocus
              placeholder={dispatchers.isPending ? "Loading..." : "Select a dispatcher"}
              data={(dispatchers.data ?? []).map((d) => ({ value: String(d.id), label: d.name }))}
              value={userid}
              onChange={(v) => {
                setUserid(v);
                setError(null);
              }}
              error={error}
              comboboxProps={{ withinPortal: true }}
            />
          </Stack>
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
