import {
  VENDOR_ATTACHMENT_EXPIRY,
  VENDOR_ATTACHMENT_TYPES,
  type VendorAttachment,
  type VendorAttachmentPortalDocument,
} from "@fm/domain/contracts";
import { Button, Checkbox, Menu, Stack, Text, TextInput } from "@mantine/core";
import { IconMail } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { DataGrid, dateColumn, fileNameColumn, type GridColumn } from "../../components/datagrid/index.ts";
import { EntityAttachmentsTab } from "../../components/entity-attachments/EntityAttachmentsTab.tsx";
import { useFileOpener } from "../../components/file-preview/index.ts";
import { MenuEntries } from "../../components/MenuEntries.tsx";
import { useApiMutation } from "../../components/use-api-mutation.ts";
import { useLocalGridTab } from "../../components/use-local-grid-tab.ts";
import type { VendorRecordTabProps } from "./vendor-record-tab-props.ts";
import { vendorRecordKeys, vendorRecordsApi } from "./vendor-records-api.ts";

const TYPE_OPTIONS = VENDOR_ATTACHMENT_TYPES.map((t) => ({ value: String(t.id), label: t.name }));
const hasExpiry = (typeid: string | null) => typeid !== null && Number(typeid) in VENDOR_ATTACHMENT_EXPIRY;

/** The compliance documents the vendor uploaded from its own profile (read-only here). */
const PortalDocuments = ({ vendorId }: { vendorId: number }) => {
  const docs = useQuery({
    queryKey: [...vendorRecordKeys.attachments(vendorId), "portal"],
    queryFn: async () => (await vendorRecordsApi.attachments(vendorId)).vendordocuments,
  });
  const opener = useFileOpener();
  const columns: GridColumn<VendorAttachmentPortalDocument>[] = [
    { name: "doctype", caption: "Document", width: 120 },
    fileNameColumn(280, (d) =>
      opener.open({
        path: `/api/vendor/document/${vendorId}/${d.id}/download`,
        name: d.displayname,
        filename: d.filename,
      }),
    ),
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
      {opener.preview}
      <Text fw={500} size="sm">
        Uploaded by the vendor
      </Text>
      <DataGrid {...tab.grid} label="Vendor documents" getRowId={(d) => String(d.id)} height={220} />
    </Stack>
  );
};

/**
 * Attachments tab (spec 3 §2.10; vendor types 12, 13, 14, 15, 23, 11): the shared attachments block on the
 * vendor's calls; a COI or WC certificate may carry its expiration date; document requests; the vendor's own
 * compliance documents below.
 */
export const VendorAttachmentsTab = ({ vendorId, readOnly }: VendorRecordTabProps) => {
  const [expiration, setExpiration] = useState("");
  const [notify, setNotify] = useState(false);
  const sendDoc = useApiMutation({
    mutationFn: (doctype: number) => vendorRecordsApi.sendDoc(vendorId, doctype),
    success: (r) => `Document request sent to ${r.to.join(", ")}`,
    failure: "Failed to send the document request",
  });
  return (
    <EntityAttachmentsTab<VendorAttachment>
      readOnly={readOnly}
      typeOptions={TYPE_OPTIONS}
      typeWidth={200}
      widths={{ type: 150, name: 260, by: 150, date: 110 }}
      hasExpiry={hasExpiry}
      extraColumns={[dateColumn<VendorAttachment>("expirationdate", "Expires", 110)]}
      api={{
        queryKey: vendorRecordKeys.attachments(vendorId),
        alsoChanges: [["vendors", vendorId]],
        list: async () => (await vendorRecordsApi.attachments(vendorId)).attachments,
        upload: (typeid, files, onProgress) =>
          vendorRecordsApi.upload(
            {
              vendorid: vendorId,
              attachmenttypeid: typeid,
              expirationdate: hasExpiry(String(typeid)) && expiration ? expiration : null,
              notify,
            },
            files,
            onProgress,
          ),
        update: (a, v) =>
          vendorRecordsApi.updateAttachment({
            id: a.id,
            version: a.version,
            attachmenttypeid: Number(v.attachmenttypeid),
            displayname: v.displayname,
            expirationdate: v.expirationdate ? new Date(`${v.expirationdate}T00:00:00Z`) : null,
          }),
        remove: (a) => vendorRecordsApi.removeAttachment(a.id, a.version),
        downloadPath: (a) => `/api/vendor/attachment/${a.id}/download`,
      }}
      uploadFields={(typeId) =>
        hasExpiry(typeId) && (
          <TextInput
            label="Expiration Date"
            type="date"
            value={expiration}
            onChange={(e) => setExpiration(e.currentTarget.value)}
            w={170}
          />
        )
      }
      afterDrop={
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
      }
    >
      <PortalDocuments vendorId={vendorId} />
    </EntityAttachmentsTab>
  );
};
