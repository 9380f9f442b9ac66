import "@mantine/dropzone/styles.css";
import { can } from "@fm/domain";
import { ImportResult, ImportStarted, JOB_SITE_IMPORT_KIND } from "@fm/domain/contracts";
import { Alert, Button, Card, Group, Select, Stack, Table, Text, Title } from "@mantine/core";
import { Dropzone } from "@mantine/dropzone";
import { IconDownload, IconFileSpreadsheet } from "@tabler/icons-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { saveFile } from "../../api/download.ts";
import { api } from "../../api/instance.ts";
import { uploadMultipart } from "../../api/upload.ts";
import { useCurrentUser } from "../../auth/use-session.ts";
import { JobProgress, useJob, useLatestJob } from "../../components/jobs/index.ts";
import { IMPORT_ERROR_TOAST_MS, notifyFailure, notifySuccess } from "../../components/notify.ts";
import { Unauthorized } from "../../components/Unauthorized.tsx";
import { customerKeys, customersApi } from "./customers-api.ts";

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** The outcome of a finished import: rows imported, or its row-numbered errors (nothing imported). */
export const ImportOutcome = ({ result, what }: { result: ImportResult; what: string }) =>
  result.errors.length ? (
    <Alert color="red" title={`Nothing was imported: ${result.errors.length + result.moreErrors} error(s)`}>
      <Table striped withTableBorder fz="sm" mt="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Row</Table.Th>
            <Table.Th>Field</Table.Th>
            <Table.Th>Error</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {result.errors.map((e) => (
            <Table.Tr key={`${e.row}-${e.field}-${e.message}`}>
              <Table.Td>{e.row}</Table.Td>
              <Table.Td>{e.field}</Table.Td>
              <Table.Td>{e.message}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {result.moreErrors > 0 && <Text size="sm">…and {result.moreErrors} more.</Text>}
    </Alert>
  ) : (
    <Alert color="green" title="Import finished">
      {result.imported} {what} imported.
    </Alert>
  );

/**
 * /customer/importjobsites (spec 3 §2.6): choose a customer, download the sample sheet, upload an .xlsx. The
 * import runs in the background; its progress survives a reload (the latest import of the customer is shown).
 */
export const ImportJobSitesPage = () => {
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const [customerid, setCustomerid] = useState<string | null>(null);
  const [jobid, setJobid] = useState<number | null>(null);
  const [uploading, setUploading] = useState(false);
  const customers = useQuery({
    queryKey: customerKeys.picker(false),
    queryFn: () => customersApi.picker(false),
  });
  const latest = useLatestJob(JOB_SITE_IMPORT_KIND, customerid);
  const shownId = jobid ?? latest.data?.job?.id ?? null;
  const job = useJob(shownId, ImportResult);
  if (!can(user, "read:jobsites")) return <Unauthorized message="Unauthorized to view this page." />;

  const running = job.data && (job.data.state === "queued" || job.data.state === "running");
  const upload = async (files: File[]) => {
    const [file] = files;
    if (!file || !customerid) return;
    setUploading(true);
    try {
      const form = new FormData();
      form.append("file", file, file.name);
      const started = ImportStarted.parse(
        await uploadMultipart(`/api/jobsites/importjobsites?customerid=${customerid}`, form),
      );
      setJobid(started.jobid);
      notifySuccess("Import started");
      void queryClient.invalidateQueries({ queryKey: ["jobs", "latest"] });
    } catch (err) {
      notifyFailure(err, "Import failed", IMPORT_ERROR_TOAST_MS);
    } finally {
      setUploading(false);
    }
  };
  const result = job.data?.result ? ImportResult.safeParse(job.data.result) : null;
  return (
    <Stack maw={900} gap="sm">
      <Title order={2} size="h3">
        Import Job Sites
      </Title>
      <Card withBorder>
        <Stack gap="sm">
          <Group align="end">
            <Select
              label="Customer"
              placeholder="Choose a customer"
              searchable
              w={360}
              data={(customers.data ?? []).map((c) => ({ value: String(c.id), label: c.customername }))}
              value={customerid}
              onChange={(v) => {
                setCustomerid(v);
                setJobid(null);
              }}
              comboboxProps={{ withinPortal: true }}
            />
            <Button
              variant="default"
              leftSection={<IconDownload size={16} />}
              onClick={() =>
                api
                  .download("/api/jobsites/downloadsamplesheet", {
                    method: "POST",
                    fallbackName: "JobSitesSample.xlsx",
                  })
                  .then(saveFile)
                  .catch((err: unknown) => notifyFailure(err))
              }
            >
              Download Sample Sheet
            </Button>
          </Group>
          <Dropzone
            onDrop={upload}
            accept={[XLSX]}
            maxFiles={1}
            multiple={false}
            disabled={!customerid || uploading || Boolean(running)}
            loading={uploading}
            onReject={() =>
              notifyFailure(
                new Error("Only .xlsx spreadsheets can be imported."),
                "Import failed",
                IMPORT_ERROR_TOAST_MS,
              )
            }
          >
            <Group justify="center" gap="xs" p="md">
              <IconFileSpreadsheet size={22} />
              <Text size="sm">
                {customerid
                  ? "Drop an .xlsx file here or click to choose one"
                  : "Choose a customer to enable the upload"}
              </Text>
            </Group>
          </Dropzone>
          {job.data && <JobProgress job={job.data} label="Importing job sites" />}
          {result?.success && job.data?.state !== "queued" && job.data?.state !== "running" && (
            <ImportOutcome result={result.data} what="job site(s)" />
          )}
        </Stack>
      </Card>
    </Stack>
  );
};
