import "@mantine/dropzone/styles.css";
import type { Attachment } from "@fm/domain/contracts";
import { ActionIcon, Anchor, Group, Select, Stack, Text, Tooltip } from "@mantine/core";
import { Dropzone } from "@mantine/dropzone";
import { IconDownload, IconUpload } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { DataGrid, type GridColumn } from "../../components/datagrid/index.ts";
import { saveDownload, useFileOpener } from "../../components/file-preview/index.ts";
import { IMPORT_ERROR_TOAST_MS, notifyError } from "../../components/notify.ts";
import { useApiMutation } from "../../components/use-api-mutation.ts";
import { useLocalGridTab } from "../../components/use-local-grid-tab.ts";
import { vendorApi, vendorKeys } from "./vendor-portal-api.ts";

const path = (a: Attachment) => `/api/workorder/attachment/${a.id}/download`;
const download = (a: Attachment) => saveDownload(path(a), a.displayname);

/** File Name opens the file (spec 2 §7: jpg, jpeg, png, pdf, html, txt inline, others download); ⬇ saves it. */
const attachmentColumns = (open: (a: Attachment) => void): GridColumn<Attachment>[] => [
  { name: "attachmenttype", caption: "Type", width: 180 },
  {
    name: "displayname",
    caption: "File Name",
    width: 300,
    cell: (a) => (
      <Anchor
        component="button"
        type="button"
        size="sm"
        onClick={(e) => {
          e.stopPropagation();
          open(a);
        }}
      >
        {a.displayname}
      </Anchor>
    ),
  },
  { name: "createdbyuser", caption: "Uploaded By", width: 160 },
  { name: "createddate", caption: "Uploaded Date", type: "date", width: 180 },
  {
    name: "actions",
    caption: "",
    width: 60,
    sortable: false,
    filterable: false,
    hideable: false,
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

const searchText = (a: Attachment) => `${a.attachmenttype} ${a.displayname} ${a.createdbyuser}`;

/**
 * Attachments tab of the vendor detail: the vendor's own uploads and the files staff shared on the order
 * (files of other vendors' lines never show); uploads of the portal types (spec 2 §3) once a type is chosen.
 */
export const VendorAttachmentsTab = ({ workorderid, locked }: { workorderid: number; locked: boolean }) => {
  const key = vendorKeys.attachments(workorderid);
  const opener = useFileOpener();
  const open = (a: Attachment) => opener.open({ path: path(a), name: a.displayname, filename: a.filename });
  const types = useQuery({
    queryKey: vendorKeys.attachmentTypes,
    queryFn: vendorApi.attachmentTypes,
    staleTime: 3_600_000,
  });
  const [typeId, setTypeId] = useState<string | null>(null);
  const upload = useApiMutation({
    mutationFn: (files: File[]) => vendorApi.upload(workorderid, Number(typeId), files),
    success: (saved) => (saved.length === 1 ? "File uploaded" : `${saved.length} files uploaded`),
    failureMs: IMPORT_ERROR_TOAST_MS,
    invalidates: [key],
  });
  const tab = useLocalGridTab({
    queryKey: key,
    queryFn: () => vendorApi.attachments(workorderid),
    columns: attachmentColumns(open),
    pageSize: 10,
    initialSort: [{ column: "createddate", desc: true }],
    searchText,
  });
  return (
    <Stack gap="sm">
      {!locked && (
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
            onDrop={(files) => files.length && upload.mutate(files)}
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
      <DataGrid
        {...tab.grid}
        label="Attachments"
        getRowId={(a) => String(a.id)}
        onRowOpen={open}
        height={420}
        simple
        emptyText="No attachments"
      />
      {opener.preview}
    </Stack>
  );
};
