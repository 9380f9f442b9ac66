import "@mantine/dropzone/styles.css";
import { ActionIcon, Group, Progress, Select, Stack, Text, Tooltip } from "@mantine/core";
import { Dropzone } from "@mantine/dropzone";
import { IconDownload, IconUpload } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { DataGrid, fileNameColumn, type GridColumn } from "../datagrid/index.ts";
import { saveDownload, useFileOpener } from "../file-preview/index.ts";
import { IMPORT_ERROR_TOAST_MS, notifyError } from "../notify.ts";
import { useApiMutation } from "../use-api-mutation.ts";
import { useLocalGridTab } from "../use-local-grid-tab.ts";

/** A work-order file as a portal lists it. */
export interface PortalFile {
  id: number;
  attachmenttype: string;
  displayname: string;
  createdbyuser: string;
  createddate: string;
  /** The stored name (its extension says how it previews); the customer's list has only the shown name. */
  filename?: string;
}

/** What differs between the customer's and the vendor's Attachments tab: the calls. */
export interface PortalAttachmentsSource<F extends PortalFile> {
  queryKey: readonly unknown[];
  list: () => Promise<F[]>;
  typesKey: readonly unknown[];
  types: () => Promise<readonly { id: number; name: string }[]>;
  upload: (
    typeid: number,
    files: File[],
    onProgress: (percent: number) => void,
  ) => Promise<readonly unknown[]>;
}

const path = (f: PortalFile) => `/api/workorder/attachment/${f.id}/download`;
const download = (f: PortalFile) => saveDownload(path(f), f.displayname);
const searchText = (f: PortalFile) => `${f.attachmenttype} ${f.displayname} ${f.createdbyuser}`;

/** File Name opens the file (spec 2 §7: jpg, jpeg, png, pdf, html, txt inline, others download); ⬇ saves it. */
const columns = <F extends PortalFile>(open: (f: F) => void): GridColumn<F>[] => [
  { name: "attachmenttype", caption: "Type", width: 180 },
  fileNameColumn(300, open),
  { name: "createdbyuser", caption: "Uploaded By", width: 160 },
  { name: "createddate", caption: "Uploaded Date", type: "date", width: 180 },
  {
    name: "actions",
    caption: "",
    hiddenCaption: "Download",
    width: 60,
    sortable: false,
    filterable: false,
    hideable: false,
    cell: (f) => (
      <Tooltip label="Download">
        <ActionIcon
          variant="subtle"
          aria-label={`Download ${f.displayname}`}
          onClick={() => void download(f)}
        >
          <IconDownload size={16} />
        </ActionIcon>
      </Tooltip>
    ),
  },
];

/**
 * The Attachments tab of a portal's work-order detail (customer and vendor): the files they may see, uploads
 * of the portal types (spec 2 §3) once a type is chosen, with progress; a click previews or downloads.
 */
export const PortalAttachmentsTab = <F extends PortalFile>({
  source,
  editable,
}: {
  source: PortalAttachmentsSource<F>;
  editable: boolean;
}) => {
  const opener = useFileOpener();
  const open = (f: F) =>
    opener.open({ path: path(f), name: f.displayname, filename: f.filename ?? f.displayname });
  const types = useQuery({ queryKey: source.typesKey, queryFn: source.types, staleTime: 3_600_000 });
  const [typeId, setTypeId] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const upload = useApiMutation({
    mutationFn: (files: File[]) => source.upload(Number(typeId), files, setProgress),
    success: (saved) => (saved.length === 1 ? "File uploaded" : `${saved.length} files uploaded`),
    failureMs: IMPORT_ERROR_TOAST_MS,
    invalidates: [source.queryKey],
    onSettled: () => setTimeout(() => setProgress(null), 800),
  });
  const tab = useLocalGridTab({
    queryKey: source.queryKey,
    queryFn: source.list,
    columns: columns(open),
    pageSize: 10,
    initialSort: [{ column: "createddate", desc: true }],
    searchText,
  });
  return (
    <Stack gap="sm">
      {editable && (
        <Group align="stretch" gap="md" wrap="wrap">
          <Select
            label="Attachment Type"
            placeholder="Choose a type first"
            w={240}
            data={(types.data ?? []).map((t) => ({ value: String(t.id), label: t.name }))}
            value={typeId}
            onChange={setTypeId}
            comboboxProps={{ withinPortal: true }}
          />
          <Dropzone
            onDrop={(files) => {
              if (!typeId || !files.length) return;
              setProgress(0);
              upload.mutate(files);
            }}
            onReject={(r) =>
              notifyError(r.map((x) => `${x.file.name}: ${x.errors[0]?.message ?? ""}`).join("; "))
            }
            disabled={!typeId || upload.isPending}
            loading={upload.isPending}
            multiple
            aria-label="Upload files"
            p="sm"
            style={{ flex: 1, minWidth: 260, ...(!typeId ? { opacity: 0.55, cursor: "not-allowed" } : {}) }}
          >
            <Group justify="center" gap="sm" mih={48} style={{ pointerEvents: "none" }}>
              <IconUpload size={22} />
              <Text size="sm">
                {typeId
                  ? "Drag files here or click to choose"
                  : "Choose an attachment type to enable uploads"}
              </Text>
            </Group>
          </Dropzone>
        </Group>
      )}
      {progress !== null && <Progress value={progress} animated aria-label="Upload progress" />}
      <DataGrid
        {...tab.grid}
        label="Attachments"
        getRowId={(f) => String(f.id)}
        onRowOpen={open}
        height={420}
        simple
        emptyText="No attachments"
      />
      {opener.preview}
    </Stack>
  );
};
