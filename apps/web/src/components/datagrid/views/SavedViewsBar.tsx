import {
  Badge,
  Button,
  Checkbox,
  Group,
  Menu,
  Modal,
  Select,
  Stack,
  TextInput,
  Tooltip,
} from "@mantine/core";
import { IconDeviceFloppy, IconLayoutGrid, IconRefresh, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { errorText } from "../../ErrorFallback.tsx";
import { notifyError, notifySuccess } from "../../notify.ts";
import type { SavedViewsController } from "./use-saved-views.ts";

const failed = (err: unknown) => notifyError(errorText(err));

/** Save View popup (spec 1 §2: 500x300; §5: name as text, 'Default' starts ticked). */
const SaveViewModal = ({
  opened,
  onClose,
  onSave,
}: {
  opened: boolean;
  onClose: () => void;
  onSave: (name: string, isDefault: boolean) => Promise<void>;
}) => {
  const [name, setName] = useState("");
  const [isDefault, setIsDefault] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (!name.trim()) {
      setError("View name is required.");
      return;
    }
    setBusy(true);
    try {
      await onSave(name.trim(), isDefault);
      setName("");
      setIsDefault(true);
      setError(null);
      onClose();
    } catch {
      // the error toast is shown; the popup stays open
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Save View"
      size={500}
      styles={{ content: { minHeight: 300, display: "flex", flexDirection: "column" }, body: { flex: 1 } }}
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
        style={{ height: "100%" }}
      >
        <Stack justify="space-between" h="100%" mih={220}>
          <Stack gap="md">
            <TextInput
              label="View Name"
              withAsterisk
              data-autofocus
              value={name}
              error={error}
              onChange={(e) => {
                setName(e.currentTarget.value);
                setError(null);
              }}
            />
            <Checkbox
              label="Default"
              checked={isDefault}
              onChange={(e) => setIsDefault(e.currentTarget.checked)}
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
    </Modal>
  );
};

/** Views dropdown, Save View, Update, Delete and Reset Layout, with an 'Unsaved changes' hint. */
export const SavedViewsBar = ({ views }: { views: SavedViewsController }) => {
  const [saveOpen, setSaveOpen] = useState(false);
  const current = views.current;

  const data = views.views.map((v) => ({
    value: String(v.viewid),
    label: v.isdefault ? `${v.viewname} (default)` : v.viewname,
  }));

  return (
    <Group gap="xs" wrap="nowrap">
      <Select
        size="xs"
        w={200}
        aria-label="Saved views"
        placeholder="Default layout"
        leftSection={<IconLayoutGrid size={14} />}
        data={data}
        value={current ? String(current.viewid) : null}
        onChange={(v) => views.selectView(v ? Number(v) : null).catch(failed)}
        clearable
        nothingFoundMessage="No saved views"
        comboboxProps={{ withinPortal: true }}
      />
      {views.dirty && (
        <Tooltip label={current ? `Differs from '${current.viewname}'` : "Differs from the default layout"}>
          <Badge size="sm" variant="light" color="yellow" tt="none">
            Unsaved changes
          </Badge>
        </Tooltip>
      )}
      <Menu position="bottom-start" shadow="md" withinPortal>
        <Menu.Target>
          <Button size="xs" variant="default" leftSection={<IconDeviceFloppy size={14} />}>
            Views
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={() => setSaveOpen(true)}>Save View</Menu.Item>
          <Menu.Item
            disabled={!current}
            onClick={() =>
              views
                .updateView()
                .then(() => notifySuccess("View Saved"))
                .catch(failed)
            }
          >
            Update View
          </Menu.Item>
          <Menu.Item
            color="red"
            leftSection={<IconTrash size={14} />}
            disabled={!current}
            onClick={() =>
              current &&
              views
                .removeView(current.viewid)
                .then(() => notifySuccess("View Removed"))
                .catch(failed)
            }
          >
            Delete View
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <Button
        size="xs"
        variant="subtle"
        color="gray"
        leftSection={<IconRefresh size={14} />}
        onClick={() => views.resetLayout().catch(failed)}
      >
        Reset Layout
      </Button>
      <SaveViewModal
        opened={saveOpen}
        onClose={() => setSaveOpen(false)}
        onSave={async (name, isDefault) => {
          try {
            await views.saveView(name, isDefault);
            notifySuccess("View Saved");
          } catch (err) {
            failed(err);
            throw err;
          }
        }}
      />
    </Group>
  );
};
