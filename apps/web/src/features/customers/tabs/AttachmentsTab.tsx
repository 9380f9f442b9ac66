import "@mantine/dropzone/styles.css";
import { CUSTOMER_ATTACHMENT_TYPES } from "@fm/domain/contracts";
import { Anchor, Group, Progress, Select, Stack, Text, TextInput } from "@mantine/core";
import { Dropzone } from "@mantine/dropzone";
import { useForm } from "@mantine/form";
import { IconUpload } from "@tabler/icons-react";
import { useState } from "react";
import { saveFile } from "../../../api/download.ts";
import { api } from "../../../api/instance.ts";
import { ActionsMenu } from "../../../components/ActionsMenu.tsx";
import { confirmDialog } from "../../../components/confirm-dialog.tsx";
import { actionsColumn, DataGrid, dateColumn, type GridColumn } from "../../../components/datagrid/index.ts";
import { FormModal } from "../../../components/FormModal.tsx";
import { notifyFailure } from "../../../components/notify.ts";
import { useApiMutation, useFormMutation } from "../../../components/use-api-mutation.ts";
import { useLocalGridTab } from "../../../components/use-local-grid-tab.ts";
import { type CustomerAttachment, customerKeys, customersApi } from "../customers-api.ts";

const TYPE_OPTIONS = CUSTOMER_ATTACHMENT_TYPES.map((t) => ({ value: String(t.id), label: t.name }));
/** Opened inline (spec 3 §2.10); other kinds download. */
const INLINE = /\.(jpe?g|png|pdf|html?|txt|gif)$/i;

const download = (a: CustomerAttachment) =>
  api.download(`/api/customer/attachment/${a.id}/download`, { fallbackName: a.displayname }).then(saveFile);
const view = async (a: CustomerAttachment) => {
  try {
    const { blob } = await api.download(`/api/customer/attachment/${a.id}/download`, {
      fallbackName: a.displayname,
    });
    window.open(URL.createObjectURL(blob), "_blank", "noopener");
  } catch (err) {
    notifyFailure(err);
  }
};

const EditModal = ({
  customerid,
  att,
  onClose,
}: {
  customerid: number;
  att: CustomerAttachment;
  onClose: () => void;
}) => {
  const form = useForm({
    initialValues: { attachmenttypeid: String(att.attachmenttypeid), displayname: att.displayname },
    validate: { displayname: (v: string) => (v.trim() ? null : "File Name is required.") },
  });
  const save = useFormMutation({
    mutationFn: (v: typeof form.values) =>
      customersApi.updateAttachment({
        id: att.id,
        version: att.version,
        attachmenttypeid: Number(v.attachmenttypeid),
        displayname: v.displayname,
      }),
    invalidates: [customerKeys.attachments(customerid)],
    success: "Updated Attachment",
    onClose,
  });
  return (
    <FormModal
      form={form}
      title="Edit Attachment"
      width={500}
      height={320}
      onClose={onClose}
      onSubmit={(v) => save.mutateAsync(v)}
    >
      <Stack gap="sm">
        <Select
          label="Attachment Type"
          data={TYPE_OPTIONS}
          allowDeselect={false}
          {...form.getInputProps("attachmenttypeid")}
        />
        <TextInput label="File Name" withAsterisk {...form.getInputProps("displayname")} />
      </Stack>
    </FormModal>
  );
};

/** Attachments tab (spec 3 §2.10): choose a type first, then drop or select files; grid of 10 per page. */
export const AttachmentsTab = ({ customerid }: { customerid: number }) => {
  const [typeId, setTypeId] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [editing, setEditing] = useState<CustomerAttachment | null>(null);
  const upload = useApiMutation({
    mutationFn: (files: File[]) => customersApi.upload(customerid, Number(typeId), files, setProgress),
    invalidates: [customerKeys.attachments(customerid)],
    success: (saved) => (saved.length === 1 ? "File uploaded" : `${saved.length} files uploaded`),
    failure: "Upload failed",
    onSettled: () => setProgress(null),
  });
  const remove = useApiMutation({
    mutationFn: (a: CustomerAttachment) => customersApi.removeAttachment(a.id, a.version),
    invalidates: [customerKeys.attachments(customerid)],
    success: "Attachment removed",
    failure: "Failed to remove the attachment",
  });
  const columns: GridColumn<CustomerAttachment>[] = [
    { name: "attachmenttype", caption: "Type", width: 170 },
    {
      name: "displayname",
      caption: "File Name",
      width: 280,
      cell: (a) => (
        <Anchor
          component="button"
          type="button"
          size="sm"
          onClick={() => (INLINE.test(a.filename) ? view(a) : download(a).catch(notifyFailure))}
        >
          {a.displayname}
        </Anchor>
      ),
    },
    { name: "createdbyuser", caption: "Uploaded By", width: 160 },
    dateColumn<CustomerAttachment>("createddate", "Uploaded", 120),
    actionsColumn<CustomerAttachment>((a) => (
      <ActionsMenu
        label={`Actions for ${a.displayname}`}
        items={[
          { key: "edit", label: "Edit" },
          { key: "download", label: "Download" },
          { key: "delete", label: "Delete", danger: true },
        ]}
        onSelect={async (item) => {
          if (item.key === "edit") setEditing(a);
          else if (item.key === "download") await download(a).catch(notifyFailure);
          else if (await confirmDialog(`Delete ${a.displayname}?`)) remove.mutate(a);
        }}
      />
    )),
  ];
  const tab = useLocalGridTab<CustomerAttachment>({
    queryKey: customerKeys.attachments(customerid),
    queryFn: () => customersApi.attachments(customerid),
    columns,
    pageSize: 10,
    searchText: (a) => `${a.attachmenttype} ${a.displayname} ${a.createdbyuser}`,
  });
  return (
    <Stack gap="sm">
      <Group align="end">
        <Select
          label="Attachment Type"
          placeholder="Choose a type first"
          data={TYPE_OPTIONS}
          value={typeId}
          onChange={setTypeId}
          w={260}
        />
        <Dropzone
          onDrop={(files) => upload.mutate(files)}
          disabled={!typeId || upload.isPending}
          loading={upload.isPending}
          style={{ flex: 1 }}
          p="sm"
        >
          <Group gap="xs" justify="center">
            <IconUpload size={18} />
            <Text size="sm">
              {typeId ? "Drop files here or click to select" : "Choose an attachment type to enable uploads"}
            </Text>
          </Group>
        </Dropzone>
      </Group>
      {progress !== null && <Progress value={progress} aria-label="Upload progress" />}
      <DataGrid
        {...tab.grid}
        label="Attachments"
        getRowId={(a) => String(a.id)}
        emptyText="No attachments yet"
        height={380}
      />
      {editing && <EditModal customerid={customerid} att={editing} onClose={() => setEditing(null)} />}
    </Stack>
  );
};
