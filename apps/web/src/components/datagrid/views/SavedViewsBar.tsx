import { Badge, Button, Checkbox, Group, Menu, Select, TextInput, Tooltip } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconDeviceFloppy, IconLayoutGrid, IconRefresh, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { FormModal } from "../../FormModal.tsx";
import { notifyFailure } from "../../notify.ts";
import { useApiMutation } from "../../use-api-mutation.ts";
import { phoneTargets, usePhone } from "../phone.ts";
import type { SavedViewsController } from "./use-saved-views.ts";

interface SaveViewValues {
  name: string;
  isDefault: boolean;
}

/** Save View popup (spec 1 §2: 500x300; §5: name as text, 'Default' starts ticked). */
const SaveViewModal = ({ views, onClose }: { views: SavedViewsController; onClose: () => void }) => {
  const form = useForm<SaveViewValues>({
    initialValues: { name: "", isDefault: true },
    validate: { name: (name) => (name.trim() ? null : "View name is required.") },
  });
  // The failure toast stays (the server's message); the popup stays open and shows it too.
  const save = useApiMutation({
    mutationFn: ({ name, isDefault }: SaveViewValues) => views.saveView(name.trim(), isDefault),
    success: "View Saved",
    onSuccess: onClose,
  });
  return (
    <FormModal
      form={form}
      title="Save View"
      width={500}
      height={300}
      onClose={onClose}
      onSubmit={(values) => save.mutateAsync(values)}
      fieldAliases={{ viewName: "name" }}
    >
      <TextInput label="View Name" withAsterisk {...form.getInputProps("name")} />
      <Checkbox label="Default" {...form.getInputProps("isDefault", { type: "checkbox" })} />
    </FormModal>
  );
};

/**
 * Views dropdown, Save View, Update, Delete and Reset Layout, with an 'Unsaved changes' hint; its parts wrap when
 * the row is narrower than they are (a phone, issue 31) instead of running past the page's edge, and on a phone
 * each is a 44 px target (phoneTargets).
 */
export const SavedViewsBar = ({ views }: { views: SavedViewsController }) => {
  const [saveOpen, setSaveOpen] = useState(false);
  const phone = usePhone();
  const current = views.current;
  const update = useApiMutation({ mutationFn: () => views.updateView(), success: "View Saved" });
  const remove = useApiMutation({
    mutationFn: (viewId: number) => views.removeView(viewId),
    success: "View Removed",
  });
  const reset = useApiMutation({ mutationFn: () => views.resetLayout() });
  // Spec 1 §4: the default view cannot be deleted (the server refuses it), so it is not offered.
  const currentIsDefault = views.views.some((v) => v.viewid === current?.viewid && v.isdefault);

  const data = views.views.map((v) => ({
    value: String(v.viewid),
    label: v.isdefault ? `${v.viewname} (default)` : v.viewname,
  }));

  return (
    <Group gap="xs" wrap="wrap" {...phoneTargets(phone)}>
      <Select
        size="xs"
        w={200}
        aria-label="Saved views"
        placeholder="Default layout"
        leftSection={<IconLayoutGrid size={14} />}
        data={data}
        value={current ? String(current.viewid) : null}
        onChange={(v) => views.selectView(v ? Number(v) : null).catch((err: unknown) => notifyFailure(err))}
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
          <Menu.Item disabled={!current} onClick={() => update.mutate()}>
            Update View
          </Menu.Item>
          {!currentIsDefault && (
            <Menu.Item
              color="red"
              leftSection={<IconTrash size={14} />}
              disabled={!current}
              onClick={() => current && remove.mutate(current.viewid)}
            >
              Delete View
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
      <Button
        size="xs"
        variant="subtle"
        color="gray"
        leftSection={<IconRefresh size={14} />}
        onClick={() => reset.mutate()}
      >
        Reset Layout
      </Button>
      {saveOpen && <SaveViewModal views={views} onClose={() => setSaveOpen(false)} />}
    </Group>
  );
};
