import "@mantine/dropzone/styles.css";
import { can, IMPORT_TRADE_RATES_PERMISSION } from "@fm/domain";
import { TRADE_RATE_IMPORT_COLUMNS, TRADE_RATE_IMPORT_KIND } from "@fm/domain/contracts";
import { Button, Card, Code, Group, Select, Stack, Text, Title } from "@mantine/core";
import { Dropzone } from "@mantine/dropzone";
import { IconDownload, IconFileTypeCsv } from "@tabler/icons-react";
import { saveBlob } from "../../api/download.ts";
import { useCurrentUser } from "../../auth/use-session.ts";
import { JobProgress } from "../../components/jobs/index.ts";
import { useEntityLabel } from "../../components/labels/index.ts";
import { IMPORT_ERROR_TOAST_MS, notifyFailure } from "../../components/notify.ts";
import { Unauthorized } from "../../components/Unauthorized.tsx";
import { ImportOutcome } from "./ImportJobSitesPage.tsx";
import { useCustomerImport } from "./use-customer-import.ts";

const SAMPLE = `${TRADE_RATE_IMPORT_COLUMNS.join(",")}\nHVAC,Austin metro,Hourly,TX,Austin/TX,,78701;78702,85.00,127.50,170.00,65.00,12.5\n`;

/** /customer/importtraderates (spec 3 §2.15): choose a customer, upload a CSV of rates; runs in the background. */
export const ImportTradeRatesPage = () => {
  const user = useCurrentUser();
  const customerLabel = useEntityLabel("customer");
  const imp = useCustomerImport(TRADE_RATE_IMPORT_KIND, (id) => `/api/customer/rate/import?customerid=${id}`);
  if (!can(user, IMPORT_TRADE_RATES_PERMISSION))
    return <Unauthorized message="Unauthorized to view this page." />;
  return (
    <Stack maw={900} gap="sm">
      <Title order={2} size="h3">
        Import Trade Rates
      </Title>
      <Card withBorder>
        <Stack gap="sm">
          <Group align="end">
            <Select
              label={customerLabel}
              placeholder="Choose a customer"
              searchable
              w={360}
              data={imp.customerOptions}
              value={imp.customerid}
              onChange={imp.chooseCustomer}
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
            onDrop={imp.upload}
            accept={["text/csv", ".csv"]}
            maxFiles={1}
            multiple={false}
            disabled={!imp.customerid || imp.uploading || imp.running}
            loading={imp.uploading}
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
                {imp.customerid
                  ? "Drop a .csv file here or click to choose one"
                  : "Choose a customer to enable the upload"}
              </Text>
            </Group>
          </Dropzone>
          {imp.job && <JobProgress job={imp.job} label="Importing trade rates" />}
          {imp.result && <ImportOutcome result={imp.result} what="rate(s)" />}
        </Stack>
      </Card>
    </Stack>
  );
};
