import { canCreateWorkOrder } from "@fm/domain";
import { IMPORT_SOURCES, type ImportFileSource, type WorkOrderImportResult } from "@fm/domain/contracts";
import { Alert, Button, Group, List, Radio, Stack, Text, TextInput } from "@mantine/core";
import { Dropzone } from "@mantine/dropzone";
import { IconUpload } from "@tabler/icons-react";
import { type FormEvent, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { isApiError } from "../../api/api-error.ts";
import { useCurrentUser } from "../../auth/use-session.ts";
import { confirmDialog } from "../../components/confirm-dialog.tsx";
import { IMPORT_ERROR_TOAST_MS, notifyFailure, notifySuccess } from "../../components/notify.ts";
import { SizedModal } from "../../components/SizedModal.tsx";
import { Unauthorized } from "../../components/Unauthorized.tsx";
import { FileImportList, type FileRow } from "./FileImportList.tsx";
import { detailsPath, importByPo, importFile } from "./import-api.ts";

const PO_ERROR = "Error importing Service Channel Work Order";
const FILE_ERROR = "Error importing file";
/** WORKORDER_IMPORT_MAX_MB's default; the server refuses larger files with its own message either way. */
const MAX_BYTES = 20 * 1024 * 1024;
const ACCEPT: Record<ImportFileSource, Record<string, string[]>> = {
  "application/pdf": { "application/pdf": [".pdf"] },
  "application/vnd.ms-outlook": {
    "application/vnd.ms-outlook": [".msg"],
    "application/octet-stream": [".msg"],
  },
};

type Source = (typeof IMPORT_SOURCES)[number]["value"];

const errorDetails = (err: unknown) => ({
  message: err instanceof Error ? err.message : String(err),
  fields: isApiError(err) ? err.fields : {},
});

/** /workorder/import: the 'Import Work Order' popup (spec 2 §2 "Work order import"). */
export const ImportWorkOrderPage = () => {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const [source, setSource] = useState<Source>("api");
  const [po, setPo] = useState("");
  const [poError, setPoError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<{ message: string; fields: Record<string, string> } | null>(null);
  const [rows, setRows] = useState<FileRow[]>([]);
  const batch = useRef(0);

  if (!canCreateWorkOrder(user))
    return <Unauthorized message="Unauthorized: importing work orders needs the add:workorder permission." />;

  const close = () => navigate(-1);

  /** The api source's answer: open the order, offer the existing one, or ask to create the job site. */
  const settlePo = async (result: WorkOrderImportResult, value: string): Promise<void> => {
    if (result.outcome === "imported") {
      notifySuccess(`Imported Work Order #${result.workorder.wonumber}`);
      navigate(detailsPath(result.workorder.id));
    } else if (result.outcome === "exists") {
      if (await confirmDialog(result.message, "Already Imported", "Open Work Order", "Cancel"))
        navigate(detailsPath(result.workorder.id));
    } else if (await confirmDialog(result.message, "Unknown Location", "Create Job Site", "Cancel")) {
      setBusy(true);
      try {
        await settlePo(await importByPo(value, true), value);
      } finally {
        setBusy(false);
      }
    }
  };

  const submitPo = async (e: FormEvent) => {
    e.preventDefault();
    const value = po.trim();
    if (!value) {
      setPoError("PO Number is required.");
      return;
    }
    setPoError(null);
    setFailure(null);
    setBusy(true);
    try {
      const result = await importByPo(value);
      setBusy(false);
      await settlePo(result, value);
    } catch (err) {
      setFailure(errorDetails(err));
      notifyFailure(err, PO_ERROR, IMPORT_ERROR_TOAST_MS);
    } finally {
      setBusy(false);
    }
  };

  const update = (key: string, change: Partial<FileRow>) =>
    setRows((all) => all.map((r) => (r.key === key ? { ...r, ...change } : r)));

  const upload = async (row: FileRow, fileSource: ImportFileSource, createjobsite = false) => {
    try {
      const result = await importFile(
        row.file,
        fileSource,
        (p) => update(row.key, { progress: p }),
        createjobsite,
      );
      update(row.key, { state: "done", result, progress: 100 });
      return result;
    } catch (err) {
      update(row.key, { state: "failed", error: errorDetails(err) });
      notifyFailure(err, FILE_ERROR, IMPORT_ERROR_TOAST_MS);
      return null;
    }
  };

  /** Instant upload: every dropped file is imported at once, each with its own progress bar. */
  const drop = async (files: File[]) => {
    if (source === "api" || files.length === 0) return;
    const fileSource = source;
    const n = ++batch.current;
    const added = files.map((file, i) => ({
      key: `${n}-${i}-${file.name}`,
      file,
      progress: 0,
      state: "uploading" as const,
    }));
    setRows((all) => [...added, ...all]);
    const results = await Promise.all(added.map((row) => upload(row, fileSource)));
    const [only] = results;
    // One file imported: straight to its order, as the PO import does. Several: the list links each one.
    if (files.length === 1 && only?.outcome === "imported") {
      notifySuccess(`Imported Work Order #${only.workorder.wonumber}`);
      navigate(detailsPath(only.workorder.id));
    }
  };

  const createSite = (row: FileRow) => {
    if (source === "api") return;
    update(row.key, { state: "uploading", progress: 0, result: undefined });
    void upload(row, source, true);
  };

  return (
    <SizedModal opened onClose={close} title="Import Work Order" width={640} height={620}>
      <Stack gap="md" style={{ flex: 1 }}>
        <Radio.Group
          label="Source"
          value={source}
          onChange={(v) => {
            setSource(v as Source);
            setFailure(null);
          }}
        >
          <Group mt={6} gap="lg">
            {IMPORT_SOURCES.map((s) => (
              <Radio key={s.value} value={s.value} label={s.label} />
            ))}
          </Group>
        </Radio.Group>

        {source === "api" ? (
          <form onSubmit={(e) => void submitPo(e)} noValidate>
            <Stack gap="sm">
              <TextInput
                label="PO Number"
                placeholder="The ServiceChannel work order's PO number"
                value={po}
                onChange={(e) => setPo(e.currentTarget.value)}
                error={poError}
                required
                data-autofocus
                maxLength={100}
              />
              <Group justify="flex-end">
                <Button variant="default" onClick={close}>
                  Cancel
                </Button>
                <Button type="submit" loading={busy}>
                  Import
                </Button>
              </Group>
            </Stack>
          </form>
        ) : (
          <Stack gap="sm">
            <Dropzone
              onDrop={(files) => void drop(files)}
              onReject={(rejections) =>
                notifyFailure(
                  new Error(
                    rejections
                      .map((r) => `${r.file.name}: ${r.errors[0]?.message ?? "not accepted"}`)
                      .join("; "),
                  ),
                  FILE_ERROR,
                  IMPORT_ERROR_TOAST_MS,
                )
              }
              accept={ACCEPT[source]}
              maxSize={MAX_BYTES}
              multiple
              aria-label={source === "application/pdf" ? "Gabes PDF work orders" : "Sprouts Outlook messages"}
              p="md"
            >
              <Stack align="center" gap={6} mih={90} justify="center" style={{ pointerEvents: "none" }}>
                <IconUpload size={26} />
                <Group gap="xs">
                  <Button size="xs" variant="light" component="span">
                    Select file
                  </Button>
                  <Text size="sm">or drop file here</Text>
                </Group>
                <Text size="xs" c="dimmed">
                  {source === "application/pdf"
                    ? "Gabes work orders (PDF)"
                    : "Sprouts work orders (Outlook .msg)"}{" "}
                  · several at once · up to 20 MB each
                </Text>
              </Stack>
            </Dropzone>
            {rows.length === 0 ? (
              <Text size="sm" c="dimmed" ta="center">
                Each file becomes one work order. Its progress and result show here.
              </Text>
            ) : (
              <FileImportList rows={rows} onCreateSite={createSite} />
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
            </Group>
          </Stack>
        )}

        {failure && source === "api" && (
          <Alert color="red" title={PO_ERROR}>
            <Text size="sm">{failure.message}</Text>
            {Object.values(failure.fields).filter((f) => f !== failure.message).length > 0 && (
              <List size="xs" mt={4}>
                {Object.entries(failure.fields)
                  .filter(([, f]) => f !== failure.message)
                  .map(([k, f]) => (
                    <List.Item key={k}>{f}</List.Item>
                  ))}
              </List>
            )}
          </Alert>
        )}
      </Stack>
    </SizedModal>
  );
};
