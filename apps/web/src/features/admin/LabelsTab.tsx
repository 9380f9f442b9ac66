import type { SiteMetaEntry } from "@fm/domain/contracts";
import { Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useState } from "react";
import { ActionsMenu } from "../../components/ActionsMenu.tsx";
import { actionsColumn, DataGrid, type GridColumn } from "../../components/datagrid/index.ts";
import { FormModal } from "../../components/FormModal.tsx";
import { labelsApi, siteMetaEntriesKey, siteMetaKey } from "../../components/labels/index.ts";
import { useFormMutation } from "../../components/use-api-mutation.ts";
import { useLocalGridTab } from "../../components/use-local-grid-tab.ts";

const labelColumns = (actions: (r: SiteMetaEntry) => React.ReactNode): GridColumn<SiteMetaEntry>[] => [
  { name: "tablename", caption: "Table", width: 170 },
  { name: "datafieldname", caption: "Field", width: 200 },
  { name: "displaynamefield", caption: "Display Name", width: 260 },
  actionsColumn(actions),
];

const LabelModal = ({ entry, onClose }: { entry: SiteMetaEntry; onClose: () => void }) => {
  const form = useForm({
    mode: "controlled",
    initialValues: { displaynamefield: entry.displaynamefield },
    validate: {
      displaynamefield: (v: string) =>
        !v.trim()
          ? "Display name is required."
          : v.trim().length > 100
            ? "Display name must be at most 100 characters."
            : null,
    },
  });
  const save = useFormMutation({
    mutationFn: (displaynamefield: string) =>
      labelsApi.update({ id: entry.id, displaynamefield, version: entry.version }),
    success: "Label Saved",
    // The editing admin sees the change at once; everyone else on their next page load.
    invalidates: [siteMetaEntriesKey, siteMetaKey],
    onClose,
  });
  return (
    <FormModal
      form={form}
      title={`Label: ${entry.tablename}.${entry.datafieldname}`}
      width={460}
      height={260}
      onClose={onClose}
      onSubmit={(v) => save.mutateAsync(v.displaynamefield.trim())}
    >
      <TextInput
        label="Display Name"
        withAsterisk
        maxLength={100}
        {...form.getInputProps("displaynamefield")}
      />
    </FormModal>
  );
};

/**
 * Labels (beyond the spec, which reads the dictionary but shows no editor): the display names of the fields
 * screens caption from GET /api/site/meta. Users see a change on their next page load.
 */
export const LabelsTab = () => {
  const [editing, setEditing] = useState<SiteMetaEntry | null>(null);
  const tab = useLocalGridTab({
    queryKey: siteMetaEntriesKey,
    queryFn: labelsApi.entries,
    columns: labelColumns((r) => (
      <ActionsMenu
        label={`Actions for ${r.tablename}.${r.datafieldname}`}
        items={[{ key: "edit" as const, label: "Edit" }]}
        onSelect={() => setEditing(r)}
      />
    )),
    pageSize: 50,
    initialSort: [
      { column: "tablename", desc: false },
      { column: "datafieldname", desc: false },
    ],
    searchText: (r) => `${r.tablename} ${r.datafieldname} ${r.displaynamefield}`,
  });
  return (
    <>
      <Text size="sm" c="dimmed" mb="xs">
        Captions of work-order, customer, job-site and vendor fields. Users see a change on their next page
        load.
      </Text>
      <DataGrid
        {...tab.grid}
        label="Labels"
        getRowId={(r) => String(r.id)}
        onRowOpen={(r) => setEditing(r)}
        pageSizes={[20, 50, 100]}
        emptyText="No labels"
      />
      {editing && <LabelModal entry={editing} onClose={() => setEditing(null)} />}
    </>
  );
};
