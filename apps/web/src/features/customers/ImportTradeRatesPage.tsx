import { IMPORT_TRADE_RATES_PERMISSION } from "@fm/domain";
import { TRADE_RATE_IMPORT_COLUMNS, TRADE_RATE_IMPORT_KIND } from "@fm/domain/contracts";
import { Button, Code, Text } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { saveBlob } from "../../api/download.ts";
import { type CustomerImport, CustomerImportPage } from "./CustomerImportPage.tsx";

const SAMPLE = `${TRADE_RATE_IMPORT_COLUMNS.join(",")}\nHVAC,Austin metro,Hourly,TX,Austin/TX,,78701;78702,85.00,127.50,170.00,65.00,12.5\n`;

const TRADE_RATES: CustomerImport = {
  title: "Import Trade Rates",
  permission: IMPORT_TRADE_RATES_PERMISSION,
  kind: TRADE_RATE_IMPORT_KIND,
  uploadPath: (id) => `/api/customer/rate/import?customerid=${id}`,
  fileKind: "csv",
  rejected: "Only .csv files can be imported.",
  progressLabel: "Importing trade rates",
  what: "rate(s)",
  sample: (
    <Button
      variant="default"
      leftSection={<IconDownload size={16} />}
      onClick={() => saveBlob(new Blob([SAMPLE], { type: "text/csv" }), "TradeRatesSample.csv")}
    >
      Download Sample CSV
    </Button>
  ),
  help: (
    <Text size="sm" c="dimmed">
      Columns: <Code>{TRADE_RATE_IMPORT_COLUMNS.join(", ")}</Code>. Several states, cities (Name/ST), counties
      (Name/ST) or ZIPs are separated by ';'.
    </Text>
  ),
};

/** /customer/importtraderates (spec 3 §2.15): a CSV of a customer's rates, run in the background. */
export const ImportTradeRatesPage = () => <CustomerImportPage config={TRADE_RATES} />;
