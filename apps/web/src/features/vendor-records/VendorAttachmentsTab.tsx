import "@mantine/dropzone/styles.css";
import {
  VENDOR_ATTACHMENT_EXPIRY,
  VENDOR_ATTACHMENT_TYPES,
  type VendorAttachment,
  type VendorAttachmentPortalDocument,
} from "@fm/domain/contracts";
import {
  Anchor,
  Button,
  Checkbox,
  Group,
  Menu,
  Progress,
  Select,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import { Dropzone } from "@mantine/dropzone";
import { useForm } from "@mantine/form";
import { IconMail, IconUpload } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { ActionsMenu } from "../../components/ActionsMenu.tsx";
import { confirmDialog } from "../../components/confirm-dialog.tsx";
import { actionsColumn, DataGrid, dateColumn, type GridColumn } from "../../components/datagrid/index.ts";
import { FormModal } from "../../components/FormModal.tsx";
import { MenuEntries } from "../../components/MenuEntries.tsx";
import { notifyFailure } from "../../components/notify.ts";
import { useApiMutation, useFormMutation } from "../../components/use-api-mutation.ts";
import { useLocalGridTab } from "../../components/use-local-grid-tab.ts";
import type { VendorRecordTabProps } from "./vendor-record-tab-props.ts";
import { downloadFile, fetchFile, vendorRecordKeys, vendorRecordsApi } from "./vendor-records-api.ts";

const TYPE_OPTIONS = VENDOR_ATTACHMENT_TYPES.map((t) => ({ value: String(t.id), label: t.name }));
/** Opened inline (spec 3 §2.10: jpg, jpeg, png, pdf, html, txt, and gif); other kinds download. */
export const INLINE_FILE = /\.(jpe?g|png|pdf|html?|txt|gif)$/i;
const hasExpiry = (typeid: string | null) => typeid !== null && Number(typeid) in VENDOR_ATTACHMENT_EXPIRY;

const open = async (path: string, name: string, filename: string) => {
  try {
    if (!INLINE_FILE.test(filename)) return await downloadFile(path, name);
    const { blob } = await fetchFile(path, name);
    window.open(URL.createObjectURL(blob), "_blank", "noopener");
  } catch (err) {
    notifyFailure(err);
  }
};
const attachmentPath = (a: VendorAttachment) => `/api/vendor/attachment/${a.id}/download`;

const EditModal = ({
  vendorId,
  att,
  onClose,
}: {
  vendorId: number;
  att: VendorAttachment;
  onClose: () => void;
}) => {
  const form = useForm({
    initialValues: {
      attachmenttypeid: String(att.attachmenttypeid),
      displayname: att.displayname,
      expirationdate: att.expirationdate ?? "",
    },
    validate: { displayname: (v: string) => (v.trim() ? null : "File Name is required.") },
  });
  const save = useFormMutation({
    mutationFn: (v: typeof form.values) =>
      vendorRecordsApi.updateAttachment({
        id: att.id,
        version: att.version,
        attachmenttypeid: Number(v.attachmenttypeid),
        displayname: v.displayname,
        expirationdate: v.expirationdate ? new Date(`${v.expirationdate}T00:00:00Z`) : null,
      }),
    invalidates: [vendorRecordKeys.attachments(vendorId), ["vendors", vendorId]],
    success: "Updated Attachment",
    onClose,
  });
  return (
    <FormModal
      form={form}
      title="Edit Attachment"
      width={500}
      height={380}
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
        {hasExpiry(form.values.attachmenttypeid) && (
          <TextInput label="Expiration Date" type="date" {...form.getInputProps("expirationdate")} />
        )}
      </Stack>
    </FormModal>
  );
};

/** The compliance documents the vendor uploaded from its own profile (read-only here). */
const PortalDocuments = ({ vendorId }: { vendorId: number }) => {
  const docs = useQuery({
    queryKey: [...vendorRecordKeys.attachments(vendorId), "portal"],
    queryFn: async () => (await vendorRecordsApi.attachments(vendorId)).vendordocuments,
  });
  const columns: GridColumn<VendorAttachmentPortalDocument>[] = [
    { name: "doctype", caption: "Document", width: 120 },
    {
      name: "displayname",
      caption: "File Name",
      width: 280,
      cell: (d) => (
        <Anchor
          component="button"
          type="button"
          size="sm"
          onClick={() => open(`/api/vendor/document/${vendorId}/${d.id}/download`, d.displayname, d.filename)}
        >
          {d.displayname}
        </Anchor>
      ),
    },
    { name: "createdbyuser", caption: "Uploaded By", width: 160 },
    dateColumn<VendorAttachmentPortalDocument>("createddate", "Uploaded", 120),
  ];
  const tab = useLocalGridTab<VendorAttachmentPortalDocument>({
    queryKey: [...vendorRecordKeys.attachments(vendorId), "portal-grid", (docs.data ?? []).length],
    queryFn: async () => docs.data ?? [],
    columns,
    pageSize: 10,
    searchText: (d) => `${d.doctype} ${d.displayname}`,
  });
  if (!docs.data?.length) return null;
  return (
    <Stack gap={4}>
      <Text fw={500} size="sm">
        Uploaded by the vendor
      </Text>
      <DataGrid {...tab.grid} label="Vendor documents" getRowId={(d) => String(d.id)} height={220} />
    </Stack>
  );
};

/**
 * Attachments tab (spec 3 §2.10; vendor types 12, 13, 14, 15, 23, 11): choose a type first, then drop or select
 * files (a COI or WC certificate may carry its expiration date); grid of 10 per page; document requests.
 */
export const VendorAttachmentsTab = ({ vendorId, readOnly }: VendorRecordTabProps) => {
  const [typeId, setTypeId] = useState<string | null>(null);
  const [expiration, setExpiration] = useState("");
  const [notify, setNotify] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [editing, setEditing] = useState<VendorAttachment | null>(null);
  const upload = useApiMutation({
    mutationFn: (files: File[]) =>
      vendorRecordsApi.upload(
        {
          vendorid: vendorId,
          attachmenttypeid: Number(typeId),
          expirationdate: hasExpiry(typeId) && expiration ? expiration : null,
          notify,
        },
        files,
        setProgress,
      ),
    invalidates: [vendorRecordKeys.attachments(vendorId), ["vendors", vendorId]],
    success: (_saved, files) => (files.length === 1 ? "File uploaded" : `${files.length} files uploaded`),
    failure: "Upload failed",
    onSettled: () => setProgress(null),
  });
  const remove = useApiMutation({
    mutationFn: (a: VendorAttachment) => vendorRecordsApi.removeAttachment(a.id, a.version),
    invalidates: [vendorRecordKeys.attachments(vendorId)],
    success: "Attachment removed",
    failure: "Failed to remove the attachment",
  });
  const sendDoc = useApiMutation({
    mutationFn: (doctype: number) => vendorRecordsApi.sendDoc(vendorId, doctype),
    success: (r) => `Document request sent to ${r.to.join(", ")}`,
    failure: "Failed to send the document request",
  });
  const columns: GridColumn<VendorAttachment>[] = [
    { name: "attachmenttype", caption: "Type", width: 150 },
    {
      name: "displayname",
      caption: "File Name",
      width: 260,
      cell: (a) => (
        <Anchor
          component="button"
          type="button"
          size="sm"
          onClick={() => open(attachmentPath(a), a.displayname, a.filename)}
        >
          {a.displayname}
        </Anchor>
      ),
    },
    dateColumn<VendorAttachment>("expirationdate", "Expires", 110),
    { name: "createdbyuser", caption: "Uploaded By", width: 150 },
    dateColumn<VendorAttachment>("createddate", "Uploaded", 110),
    actionsColumn<VendorAttachment>((a) => (
      <ActionsMenu
        label={`Actions for ${a.displayname}`}
        items={[
          ...(readOnly ? [] : [{ key: "edit", label: "Edit" }]),
          { key: "download", label: "Download" },
          ...(readOnly ? [] : [{ key: "delete", label: "Delete", danger: true }]),
        ]}
        onSelect={async (item) => {
          if (item.key === "edit") setEditing(a);
          else if (item.key === "download")
            await downloadFile(attachmentPath(a), a.displayname).catch(notifyFailure);
          else if (await confirmDialog(`Delete ${a.displayname}?`)) remove.mutate(a);
        }}
      />
    )),
  ];
  const tab = useLocalGridTab<VendorAttachment>({
    queryKey: vendorRecordKeys.attachments(vendorId),
    queryFn: async () => (await vendorRecordsApi.attachments(vendorId)).attachments,
    columns,
    pageSize: 10,
    searchText: (a) => `${a.attachmenttype} ${a.displayname} ${a.createdbyuser}`,
  });
  return (
    <Stack gap="sm">
      {!readOnly && (
        <Group align="end">
          <Select
            label="Attachment Type"
            placeholder="Choose a type first"
            data={TYPE_OPTIONS}
            value={typeId}
            onChange={setTypeId}
            w={200}
          />
          {hasExpiry(typeId) && (
            <TextInput
              label="Expiration Date"
              type="date"
              value={expiration}
              onChange={(e) => setExpiration(e.currentTarget.value)}
              w={170}
            />
          )}
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
                {typeId
                  ? "Drop files here or click to select"
                  : "Choose an attachment type to enable uploads"}
              </Text>
            </Group>
          </Dropzone>
          <Stack gap={6}>
            <Checkbox
              label="Notify vendor"
              checked={notify}
              onChange={(e) => setNotify(e.currentTarget.checked)}
            />
            <Menu withinPortal>
              <Menu.Target>
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<IconMail size={14} />}
                  loading={sendDoc.isPending}
                >
                  Request Document
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                <MenuEntries
                  items={VENDOR_ATTACHMENT_TYPES.map((t) => ({
                    key: String(t.id),
                    label: t.name,
                    onClick: () => sendDoc.mutate(t.id),
                  }))}
                />
              </Menu.Dropdown>
            </Menu>
          </Stack>
        </Group>
      )}
      {progress !== null && <Progress value={progress} aria-label="Upload progress" />}
      <DataGrid
        {...tab.grid}
        label="Attachments"
        getRowId={(a) => String(a.id)}
        emptyText="No attachments yet"
        height={380}
      />
      <PortalDocuments vendorId={vendorId} />
      {editing && <EditModal vendorId={vendorId} att={editing} onClose={() => setEditing(null)} />}
    </Stack>
  );
};
