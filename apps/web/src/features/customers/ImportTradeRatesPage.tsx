import "@mantine/dropzone/styles.css";
import { can } from "@fm/domain";
import {
  ImportResult,
  ImportStarted,
  TRADE_RATE_IMPORT_COLUMNS,
  TRADE_RATE_IMPORT_KIND,
} from "@fm/domain/contracts";
import { Button, Card, Code, Group, Select, Stack, Text, Title } from "@mantine/core";
import { Dropzone } from "@mantine/dropzone";
import { IconDownload, IconFileTypeCsv } from "@tabler/icons-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { saveBlob } from "../../api/download.ts";
import { uploadMultipart } from "../../api/upload.ts";
import { useCurrentUser } from "../../auth/use-session.ts";
import { JobProgress, useJob, useLatestJob } from "../../components/jobs/index.ts";
import { IMPORT_ERROR_TOAST_MS, notifyFailure, notifySuccess } from "../../components/notify.ts";
import { Unauthorized } from "../../components/Unauthorized.tsx";
import { customerKeys, customersApi } from "./customers-api.ts";
import { ImportOutcome } from "./ImportJobSitesPage.tsx";

const SAMPLE = `${TRADE_RATE_IMPORT_COLUMNS.join(",")}\nHVAC,Austin metro,Hourly,TX,Austin/TX,,78701;78702,85.00,127.50,170.00,65.00,12.5\n`;

/** /customer/importtraderates (spec 3 §2.15): choose a customer, upload a CSV of rates; runs in the background. */
export const ImportTradeRatesPage = () => {
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const [customerid, setCustomerid] = useState<string | null>(null);
  const [jobid, setJobid] = useState<number | null>(null);
  const [uploading, setUploading] = useState(false);
  const customers = useQuery({
    queryKey: customerKeys.picker(false),
    queryFn: () => customersApi.picker(false),
  });
  const latest = useLatestJob(TRADE_RATE_IMPORT_KIND, customerid);
  const job = useJob(jobid ?? latest.data?.job?.id ?? null, ImportResult);
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
        await uploadMultipart(`/api/customer/rate/import?customerid=${customerid}`, form),
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
        Import Trade Rates
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
              onClick={() => saveBlob(new Blob([SAMPLE], { type: "text/csv" }), "TradeRatesSample.csv")}
            >
              Download Sample CSV
            </Button>
          </Group>
          <Text size="sm" c="dimmed">
            Columns: <Code>{TRADE_RATE_IMPORT_COLUMNS.join(", ")}</Code>. Several states, cities (Name/ST),
            counties (Name/ST) or ZIPs are separated by ';'.
          </Text>
          <Dropzone
            onDrop={upload}
            accept={["text/csv", ".csv"]}
            maxFiles={1}
            multiple={false}
            disabled={!customerid || uploading || Boolean(running)}
            loading={uploading}
            onReject={() =>
              notifyFailure(
                new Error("Only .csv files can be imported."),
                "Import failed",
                IMPORT_ERROR_TOAST_MS,
              )
            }
          >
            <Group justify="center" gap="xs" p="md">
              <IconFileTypeCsv size={22} />
              <Text size="sm">
                {customerid
                  ? "Drop a .csv file here or click to choose one"
                  : "Choose a customer to enable the upload"}
              </Text>
            </Group>
          </Dropzone>
          {job.data && <JobProgress job={job.data} label="Importing trade rates" />}
          {result?.success && !running && <ImportOutcome result={result.data} what="rate(s)" />}
        </Stack>
      </Card>
    </Stack>
  );
};
