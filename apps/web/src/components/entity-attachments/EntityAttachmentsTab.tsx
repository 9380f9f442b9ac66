import { Progress, Stack } from "@mantine/core";
import { type ReactNode, useState } from "react";
import { ActionsMenu } from "../ActionsMenu.tsx";
import { confirmDialog } from "../confirm-dialog.tsx";
import { actionsColumn, DataGrid, dateColumn, fileNameColumn, type GridColumn } from "../datagrid/index.ts";
import { saveDownload, useFileOpener } from "../file-preview/index.ts";
import { useApiMutation } from "../use-api-mutation.ts";
import { useLocalGridTab } from "../use-local-grid-tab.ts";
import { AttachmentEditModal, type TypeOption } from "./AttachmentEditModal.tsx";
import { AttachmentUploadBar } from "./AttachmentUploadBar.tsx";
import type { AttachmentRow, AttachmentsApi } from "./entity-attachments-api.ts";

/** Column widths: Type, File Name, Uploaded By, Uploaded. */
export interface AttachmentWidths {
  type: number;
  name: number;
  by: number;
  date: number;
}

/**
 * The Attachments tab of a customer or a vendor (spec 3 §2.10): choose a type first, then drop or select files;
 * grid of 10 per page; a file name opens inline kinds and downloads others; edit in a popup, delete after a
 * confirm. `readOnly` hides the uploader, Edit and Delete. The owner adds its own upload fields
 * (`uploadFields`, given the chosen type), controls after the drop zone, grid columns and content below.
 */
export const EntityAttachmentsTab = <A extends AttachmentRow>({
  api,
  typeOptions,
  typeWidth,
  widths,
  hasExpiry,
  extraColumns = [],
  uploadFields,
  afterDrop,
  readOnly = false,
  children,
}: {
  api: AttachmentsApi<A>;
  typeOptions: readonly TypeOption[];
  typeWidth: number;
  widths: AttachmentWidths;
  hasExpiry?: (typeid: string | null) => boolean;
  /** Columns after 'File Name'. */
  extraColumns?: GridColumn<A>[];
  uploadFields?: (typeId: string | null) => ReactNode;
  afterDrop?: ReactNode;
  readOnly?: boolean;
  children?: ReactNode;
}) => {
  const [typeId, setTypeId] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [editing, setEditing] = useState<A | null>(null);
  const opener = useFileOpener();
  const upload = useApiMutation({
    mutationFn: (files: File[]) => api.upload(Number(typeId), files, setProgress),
    invalidates: [api.queryKey, ...(api.alsoChanges ?? [])],
    success: (_saved, files) => (files.length === 1 ? "File uploaded" : `${files.length} files uploaded`),
    failure: "Upload failed",
    onSettled: () => setProgress(null),
  });
  const remove = useApiMutation({
    mutationFn: (a: A) => api.remove(a),
    invalidates: [api.queryKey],
    success: "Attachment removed",
    failure: "Failed to remove the attachment",
  });
  const columns: GridColumn<A>[] = [
    { name: "attachmenttype", caption: "Type", width: widths.type },
    fileNameColumn<A>(widths.name, (a) =>
      opener.open({ path: api.downloadPath(a), name: a.displayname, filename: a.filename }),
    ),
    ...extraColumns,
    { name: "createdbyuser", caption: "Uploaded By", width: widths.by },
    dateColumn<AttachmentRow>("createddate", "Uploaded", widths.date),
    actionsColumn<A>((a) => (
      <ActionsMenu
        label={`Actions for ${a.displayname}`}
        items={[
          ...(readOnly ? [] : [{ key: "edit", label: "Edit" }]),
          { key: "download", label: "Download" },
          ...(readOnly ? [] : [{ key: "delete", label: "Delete", danger: true }]),
        ]}
        onSelect={async (item) => {
          if (item.key === "edit") setEditing(a);
          else if (item.key === "download") await saveDownload(api.downloadPath(a), a.displayname);
          else if (await confirmDialog(`Delete ${a.displayname}?`)) remove.mutate(a);
        }}
      />
    )),
  ];
  const tab = useLocalGridTab<A>({
    queryKey: api.queryKey,
    queryFn: api.list,
    columns,
    pageSize: 10,
    searchText: (a) => `${a.attachmenttype} ${a.displayname} ${a.createdbyuser}`,
  });
  return (
    <Stack gap="sm">
      {opener.preview}
      {!readOnly && (
        <AttachmentUploadBar
          typeOptions={typeOptions}
          typeId={typeId}
          onTypeChange={setTypeId}
          typeWidth={typeWidth}
          busy={upload.isPending}
          onDrop={(files) => upload.mutate(files)}
          beforeDrop={uploadFields?.(typeId)}
          afterDrop={afterDrop}
        />
      )}
      {progress !== null && <Progress value={progress} aria-label="Upload progress" />}
      <DataGrid
        {...tab.grid}
        label="Attachments"
        getRowId={(a) => String(a.id)}
        emptyText="No attachments yet"
        height={380}
      />
      {children}
      {editing && (
        <AttachmentEditModal
          api={api}
          att={editing}
          typeOptions={typeOptions}
          hasExpiry={hasExpiry}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
};
