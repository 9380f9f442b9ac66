import {
  DOCUMENT_UPLOADED_MESSAGE,
  VENDOR_DOCUMENT_LABELS,
  VENDOR_DOCUMENT_TYPES,
  type VendorDocumentType,
  type VendorProfile,
} from "@fm/domain/contracts";
import { Anchor, Button, FileButton, Group, Paper, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { IconUpload } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { saveBlob } from "../../api/download.ts";
import { api } from "../../api/instance.ts";
import { formatDate, formatDateTime } from "../../components/datagrid/index.ts";
import { errorText } from "../../components/ErrorFallback.tsx";
import { IMPORT_ERROR_TOAST_MS, notifyError } from "../../components/notify.ts";
import { useApiMutation } from "../../components/use-api-mutation.ts";
import { vendorApi, vendorKeys } from "./vendor-portal-api.ts";

const DATE_OF: Record<VendorDocumentType, keyof VendorProfile> = {
  W9: "w9date",
  GL: "glexpirationdate",
  WC: "wcexpirationdate",
  Profile: "profiledate",
};

const DocumentRow = ({
  doctype,
  vendor,
  canUpload,
}: {
  doctype: VendorDocumentType;
  vendor: VendorProfile;
  canUpload: boolean;
}) => {
  const current = vendor[DATE_OF[doctype]];
  const [date, setDate] = useState<string>(typeof current === "string" ? current.slice(0, 10) : "");
  const label = VENDOR_DOCUMENT_LABELS[doctype];
  const upload = useApiMutation({
    mutationFn: (file: File) => vendorApi.uploadDocument(doctype, date || null, file),
    success: DOCUMENT_UPLOADED_MESSAGE,
    failureMs: IMPORT_ERROR_TOAST_MS,
    invalidates: [vendorKeys.documents, vendorKeys.vendor],
  });
  return (
    <Group align="flex-end" gap="sm" wrap="nowrap">
      <TextInput
        type="date"
        label={`${label} Date`}
        value={date}
        onChange={(e) => setDate(e.currentTarget.value)}
        readOnly={!canUpload}
        w={180}
      />
      {canUpload && (
        <FileButton onChange={(f) => f && upload.mutate(f)} accept=".pdf,.jpg,.jpeg,.png,.doc,.docx">
          {(props) => (
            <Button
              {...props}
              variant="light"
              leftSection={<IconUpload size={14} />}
              loading={upload.isPending}
            >
              Upload {label}
            </Button>
          )}
        </FileButton>
      )}
    </Group>
  );
};

/** Compliance documents of My Profile (spec 3 §2.8): W9, G/L, WC and Profile dates, each with an upload. */
export const VendorDocumentsPanel = ({
  vendor,
  canUpload,
}: {
  vendor: VendorProfile;
  canUpload: boolean;
}) => {
  const docs = useQuery({ queryKey: vendorKeys.documents, queryFn: vendorApi.documents });
  const download = async (id: number, name: string) => {
    try {
      const file = await api.download(`/api/vendorprofile/document/${id}/download`, { fallbackName: name });
      saveBlob(file.blob, name);
    } catch (err) {
      notifyError(errorText(err));
    }
  };
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {VENDOR_DOCUMENT_TYPES.map((t) => (
          <DocumentRow key={t} doctype={t} vendor={vendor} canUpload={canUpload} />
        ))}
      </SimpleGrid>
      <Paper component="section" withBorder p="sm" radius="sm" aria-label="Uploaded documents">
        <Text fw={600} size="sm" mb="xs">
          Uploaded documents
        </Text>
        {docs.isPending ? (
          <Text size="sm">Loading...</Text>
        ) : docs.error ? (
          <Text size="sm" c="red">
            {errorText(docs.error)}
          </Text>
        ) : docs.data.length === 0 ? (
          <Text size="sm" c="dimmed">
            No documents uploaded yet.
          </Text>
        ) : (
          <Stack gap={4}>
            {docs.data.map((d) => (
              <Group key={d.id} gap="sm">
                <Text size="sm" w={70} fw={500}>
                  {VENDOR_DOCUMENT_LABELS[d.doctype]}
                </Text>
                <Anchor
                  component="button"
                  type="button"
                  size="sm"
                  onClick={() => void download(d.id, d.displayname)}
                >
                  {d.displayname}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {formatDateTime(d.createddate)} · {d.createdbyuser}
                </Text>
              </Group>
            ))}
          </Stack>
        )}
        <Text size="xs" c="dimmed" mt="xs">
          Dates on file: W9 {formatDate(vendor.w9date) || "—"}, G/L{" "}
          {formatDate(vendor.glexpirationdate) || "—"}, WC {formatDate(vendor.wcexpirationdate) || "—"},
          Profile {formatDate(vendor.profiledate) || "—"}
        </Text>
      </Paper>
    </Stack>
  );
};
