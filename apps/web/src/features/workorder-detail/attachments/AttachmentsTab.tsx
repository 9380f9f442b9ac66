import "@mantine/dropzone/styles.css";
import {
  Attachment as AttachmentResponse,
  AttachmentRows,
  AttachmentTypes,
  IdResult,
  type UpdateAttachmentBody,
} from "@fm/domain/contracts";
import {
  ActionIcon,
  Anchor,
  Button,
  Group,
  Progress,
  Select,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from "@mantine/core";
import { Dropzone } from "@mantine/dropzone";
import { modals } from "@mantine/modals";
import {
  IconCheck,
  IconDownload,
  IconFileZip,
  IconPencil,
  IconTrash,
  IconUpload,
  IconX,
} from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { saveBlob } from "../../../api/download.ts";
import { api } from "../../../api/instance.ts";
import { DataGrid, type GridColumn } from "../../../components/datagrid/index.ts";
import { errorText } from "../../../components/ErrorFallback.tsx";
import { FilePreviewModal, saveDownload } from "../../../components/file-preview/index.ts";
import { IMPORT_ERROR_TOAST_MS, notifyError } from "../../../components/notify.ts";
import { useApiMutation } from "../../../components/use-api-mutation.ts";
import { useLocalGridTab } from "../../../components/use-local-grid-tab.ts";
import { detailKeys } from "../detail-api.ts";
import { type AttachmentRow, uploadFiles } from "./files.ts";

const attachmentId = (a: AttachmentRow) => String(a.id);
const attachmentSearchText = (a: AttachmentRow) => `${a.attachmenttype} ${a.displayname} ${a.createdbyuser}`;

interface Draft {
  id: number;
  displayname: string;
  attachmenttypeid: string | null;
}

/**
 * Attachments tab (spec 2 §2): choose a type, then drop files (the drop zone is disabled until then) with a
 * progress bar; the grid with multi-select, preview or download, inline edit, delete, 'Download Selected'.
 */
export const AttachmentsTab = ({
  workorderid,
  wonumber,
  readOnly,
}: {
  workorderid: number;
  wonumber: string;
  readOnly: boolean;
}) => {
  const key = detailKeys.attachments(workorderid);
  const types = useQuery({
    queryKey: ["lookups", "attachmenttypes"],
    queryFn: () => api.get("/api/workorder/getattachmenttypes", { response: AttachmentTypes }),
    staleTime: 60 * 60_000,
  });
  const [typeId, setTypeId] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [selected, setSelected] = useState<AttachmentRow[]>([]);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [preview, setPreview] = useState<AttachmentRow | null>(null);
  const [zipping, setZipping] = useState(false);
  const typeOptions = (types.data ?? []).map((t) => ({ value: String(t.id), label: t.name }));
  const uploadMutation = useApiMutation({
    mutationFn: ({ typeid, files }: { typeid: number; files: File[] }) =>
      uploadFiles(workorderid, typeid, files, setProgress),
    success: (saved) => (saved.length === 1 ? "File uploaded" : `${saved.length} files uploaded`),
    failureMs: IMPORT_ERROR_TOAST_MS,
    invalidates: [key],
    onSettled: () => setTimeout(() => setProgress(null), 800),
  });
  const update = useApiMutation({
    mutationFn: ({ a, draft }: { a: AttachmentRow; draft: Draft }) =>
      api.put(
        "/api/workorder/updateattachment",
        {
          id: a.id,
          displayname: draft.displayname.trim(),
          attachmenttypeid: Number(draft.attachmenttypeid ?? a.attachmenttypeid),
          version: a.version,
        } satisfies UpdateAttachmentBody,
        { response: AttachmentResponse },
      ),
    success: "Updated Attachment",
    invalidates: [key],
    onSuccess: () => setDraft(null),
  });
  const removeMutation = useApiMutation({
    mutationFn: (a: AttachmentRow) =>
      api.delete(`/api/workorder/removeattachment/${a.id}`, { response: IdResult }),
    success: "Removed Attachment",
    invalidates: [key],
    onSuccess: (_r, a) => setSelected((s) => s.filter((x) => x.id !== a.id)),
  });

  const upload = (files: File[]) => {
    if (!typeId || !files.length) return;
    setProgress(0);
    uploadMutation.mutate({ typeid: Number(typeId), files });
  };

  const download = (a: AttachmentRow) =>
    saveDownload(`/api/workorder/attachment/${a.id}/download`, a.displayname);

  const open = (a: AttachmentRow) => (a.previewable ? setPreview(a) : void download(a));

  const downloadSelected = async () => {
    if (!selected.length) return;
    setZipping(true);
    try {
      const file = await api.download("/api/workorder/attachments/zip", {
        body: { ids: selected.map((a) => a.id) },
        fallbackName: `${wonumber}_attachments.zip`,
      });
      saveBlob(file.blob, file.filename);
    } catch (err) {
      notifyError(errorText(err));
    } finally {
      setZipping(false);
    }
  };

  const saveDraft = async (a: AttachmentRow) => {
    if (!draft) return;
    if (!draft.displayname.trim()) {
      notifyError("File name is required.");
      return;
    }
    update.mutate({ a, draft });
  };

  const remove = (a: AttachmentRow) =>
    modals.openConfirmModal({
      title: "Delete Attachment",
      centered: true,
      children: <Text size="sm">Delete {a.displayname}?</Text>,
      labels: { confirm: "Delete", cancel: "Cancel" },
      confirmProps: { color: "red" },
      onConfirm: () => removeMutation.mutate(a),
    });

  const editing = (a: AttachmentRow) => draft?.id === a.id;
  const columns: GridColumn<AttachmentRow>[] = [
    {
      name: "attachmenttype",
      caption: "Type",
      width: 200,
      cell: (a) =>
        editing(a) ? (
          <Select
            size="xs"
            aria-label="Attachment type"
            data={typeOptions}
            value={draft?.attachmenttypeid ?? null}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            onChange={(v) => setDraft((d) => (d ? { ...d, attachmenttypeid: v } : d))}
          />
        ) : (
          a.attachmenttype
        ),
    },
    {
      name: "displayname",
      caption: "File Name",
      width: 300,
      cell: (a) =>
        editing(a) ? (
          <TextInput
            size="xs"
            aria-label="File name"
            value={draft?.displayname ?? ""}
            onChange={(e) => {
              const v = e.currentTarget.value;
              setDraft((d) => (d ? { ...d, displayname: v } : d));
            }}
          />
        ) : (
          <Anchor component="button" type="button" size="sm" onClick={() => open(a)}>
            {a.displayname}
          </Anchor>
        ),
    },
    { name: "createdbyuser", caption: "Uploaded By", width: 160 },
    { name: "createddate", caption: "Uploaded Date", type: "date", width: 180 },
    {
      name: "actions",
      caption: "",
      width: 120,
      sortable: false,
      filterable: false,
      hideable: false,
      cell: (a) =>
        editing(a) ? (
          <Group gap={4} wrap="nowrap">
            <ActionIcon variant="subtle" color="green" aria-label="Save" onClick={() => void saveDraft(a)}>
              <IconCheck size={16} />
            </ActionIcon>
            <ActionIcon variant="subtle" color="gray" aria-label="Cancel edit" onClick={() => setDraft(null)}>
              <IconX size={16} />
            </ActionIcon>
          </Group>
        ) : (
          <Group gap={4} wrap="nowrap">
            <Tooltip label="Download">
              <ActionIcon
                variant="subtle"
                aria-label={`Download ${a.displayname}`}
                onClick={() => void download(a)}
              >
                <IconDownload size={16} />
              </ActionIcon>
            </Tooltip>
            {a.abilities.edit && (
              <Tooltip label="Edit">
                <ActionIcon
                  variant="subtle"
                  aria-label={`Edit ${a.displayname}`}
                  onClick={() =>
                    setDraft({
                      id: a.id,
                      displayname: a.displayname,
                      attachmenttypeid: String(a.attachmenttypeid),
                    })
                  }
                >
                  <IconPencil size={16} />
                </ActionIcon>
              </Tooltip>
            )}
            {a.abilities.remove && (
              <Tooltip label="Delete">
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Delete ${a.displayname}`}
                  onClick={() => remove(a)}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Tooltip>
            )}
          </Group>
        ),
    },
  ];

  // The columns hold the row being edited in place: the hook takes them anew on every render.
  const tab = useLocalGridTab({
    queryKey: key,
    queryFn: () =>
      api.get("/api/workorder/attachments", { query: { workorderid }, response: AttachmentRows }),
    columns,
    pageSize: 20,
    initialSort: [{ column: "createddate", desc: true }],
    searchText: attachmentSearchText,
  });

  return (
    <Stack gap="sm">
      {!readOnly && (
        <Group align="stretch" gap="md" wrap="wrap">
          <Select
            label="Attachment Type"
            placeholder="Choose a type first"
            w={260}
            data={typeOptions}
            value={typeId}
            onChange={setTypeId}
            searchable
            comboboxProps={{ withinPortal: true }}
          />
          <Stack gap={4} style={{ flex: 1, minWidth: 280 }}>
            <Dropzone
              onDrop={upload}
              onReject={(rejections) =>
                notifyError(rejections.map((r) => `${r.file.name}: ${r.errors[0]?.message ?? ""}`).join("; "))
              }
              disabled={!typeId || progress !== null}
              multiple
              aria-label="Upload files"
              p="sm"
              style={!typeId ? { opacity: 0.55, cursor: "not-allowed" } : undefined}
            >
              <Group justify="center" gap="sm" mih={56} style={{ pointerEvents: "none" }}>
                <IconUpload size={24} />
                <Text size="sm">
                  {typeId
                    ? "Drag files here or click to choose (several at once)"
                    : "Choose an attachment type to enable uploads"}
                </Text>
              </Group>
            </Dropzone>
            {progress !== null && (
              <Progress value={progress} size="md" striped animated aria-label="Upload progress" />
            )}
          </Stack>
        </Group>
      )}
      <DataGrid
        {...tab.grid}
        label="Attachments"
        getRowId={attachmentId}
        selectable
        onSelectionChange={setSelected}
        onRowOpen={open}
        height={480}
        emptyText="No attachments"
        toolbarEnd={
          <Button
            size="xs"
            variant="default"
            leftSection={<IconFileZip size={16} />}
            disabled={!selected.length}
            loading={zipping}
            onClick={() => void downloadSelected()}
          >
            Download Selected
          </Button>
        }
      />
      {preview && (
        <FilePreviewModal
          title={preview.displayname}
          source={{
            file: { path: `/api/workorder/attachment/${preview.id}/download`, name: preview.displayname },
          }}
          onClose={() => setPreview(null)}
        />
      )}
    </Stack>
  );
};
