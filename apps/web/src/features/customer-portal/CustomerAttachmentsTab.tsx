import "@mantine/dropzone/styles.css";
import { type PortalAttachment, PortalAttachments } from "@fm/domain/contracts";
import { ActionIcon, Group, Progress, Select, Stack, Text, Tooltip } from "@mantine/core";
import { Dropzone } from "@mantine/dropzone";
import { IconDownload, IconUpload } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { DataGrid, type GridColumn } from "../../components/datagrid/index.ts";
import { FilePreviewModal, saveDownload } from "../../components/file-preview/index.ts";
import { IMPORT_ERROR_TOAST_MS } from "../../components/notify.ts";
import { useApiMutation } from "../../components/use-api-mutation.ts";
import { useLocalGridTab } from "../../components/use-local-grid-tab.ts";
import { uploadFilesTo } from "../workorder-detail/index.ts";
import { portalApi, portalKeys } from "./customer-portal-api.ts";

const searchText = (a: PortalAttachment) => `${a.attachmenttype} ${a.displayname} ${a.createdbyuser}`;

/**
 * Attachments tab of the customer-facing detail: what staff shared and the customer's own files; a type
 * (Work Request, Photo, Other) unlocks the drop zone; click previews or downloads.
 */
export const CustomerAttachmentsTab = ({
  workorderid,
  editable,
}: {
  workorderid: number;
  editable: boolean;
}) => {
  const key = portalKeys.attachments(workorderid);
  const types = useQuery({
    queryKey: ["customerportal", "attachmenttypes"],
    queryFn: portalApi.attachmentTypes,
    staleTime: 60 * 60_000,
  });
  const [typeId, setTypeId] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [preview, setPreview] = useState<PortalAttachment | null>(null);
  const upload = useApiMutation({
    mutationFn: ({ typeid, files }: { typeid: number; files: File[] }) =>
      uploadFilesTo(
        "/api/customerprofile/attachfile",
        PortalAttachments,
        workorderid,
        typeid,
        files,
        setProgress,
      ),
    success: (saved) => (saved.length === 1 ? "File uploaded" : `${saved.length} files uploaded`),
    failureMs: IMPORT_ERROR_TOAST_MS,
    invalidates: [key],
    onSettled: () => setTimeout(() => setProgress(null), 800),
  });
  const download = (a: PortalAttachment) =>
    saveDownload(`/api/workorder/attachment/${a.id}/download`, a.displayname);
  const open = (a: PortalAttachment) => (a.previewable ? setPreview(a) : void download(a));
  const columns: GridColumn<PortalAttachment>[] = [
    { name: "attachmenttype", caption: "Type", width: 200 },
    {
      name: "displayname",
      caption: "File Name",
      width: 320,
      cell: (a) => (
        <Text
          size="sm"
          c="blue"
          style={{ cursor: "pointer" }}
          onClick={(e) => {
            e.stopPropagation();
            open(a);
          }}
        >
          {a.displayname}
        </Text>
      ),
    },
    { name: "createdbyuser", caption: "Uploaded By", width: 180 },
    { name: "createddate", caption: "Uploaded Date", type: "date", width: 170 },
    {
      name: "download",
      caption: "",
      width: 60,
      sortable: false,
      filterable: false,
      cell: (a) => (
        <Tooltip label="Download">
          <ActionIcon
            variant="subtle"
            aria-label={`Download ${a.displayname}`}
            onClick={() => void download(a)}
          >
            <IconDownload size={16} />
          </ActionIcon>
        </Tooltip>
      ),
    },
  ];
  const tab = useLocalGridTab({
    queryKey: key,
    queryFn: () => portalApi.attachments(workorderid),
    columns,
    pageSize: 20,
    initialSort: [{ column: "createddate", desc: true }],
    searchText,
  });
  return (
    <Stack gap="xs">
      {editable && (
        <Group align="flex-end" gap="sm" wrap="wrap">
          <Select
            label="Attachment Type"
            placeholder="Choose a type first"
            w={220}
            data={(types.data ?? []).map((t) => ({ value: String(t.id), label: t.name }))}
            value={typeId}
            onChange={setTypeId}
            comboboxProps={{ withinPortal: true }}
          />
          <Dropzone
            disabled={!typeId || upload.isPending}
            onDrop={(files) => {
              if (!typeId || !files.length) return;
              setProgress(0);
              upload.mutate({ typeid: Number(typeId), files });
            }}
            style={{ flex: 1, minWidth: 260, opacity: typeId ? 1 : 0.5 }}
            aria-label="Upload files"
          >
            <Group gap="xs" justify="center" mih={40}>
              <IconUpload size={18} />
              <Text size="sm">
                {typeId ? "Drop files here or click to select" : "Choose an attachment type first"}
              </Text>
            </Group>
          </Dropzone>
        </Group>
      )}
      {progress !== null && <Progress value={progress} animated aria-label="Upload progress" />}
      <DataGrid
        {...tab.grid}
        label="Attachments"
        getRowId={(a) => String(a.id)}
        onRowOpen={open}
        emptyText="No attachments yet"
        height={420}
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
