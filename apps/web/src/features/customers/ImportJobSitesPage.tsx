import "@mantine/dropzone/styles.css";
import { can } from "@fm/domain";
import { type ImportResult, JOB_SITE_IMPORT_KIND } from "@fm/domain/contracts";
import { Alert, Button, Card, Group, Select, Stack, Table, Text, Title } from "@mantine/core";
import { Dropzone } from "@mantine/dropzone";
import { IconDownload, IconFileSpreadsheet } from "@tabler/icons-react";
import { saveFile } from "../../api/download.ts";
import { api } from "../../api/instance.ts";
import { useCurrentUser } from "../../auth/use-session.ts";
import { JobProgress } from "../../components/jobs/index.ts";
import { useEntityLabel } from "../../components/labels/index.ts";
import { IMPORT_ERROR_TOAST_MS, notifyFailure } from "../../components/notify.ts";
import { Unauthorized } from "../../components/Unauthorized.tsx";
import { useCustomerImport } from "./use-customer-import.ts";

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
  const customerLabel = useEntityLabel("customer");
  const imp = useCustomerImport(
    JOB_SITE_IMPORT_KIND,
    (id) => `/api/jobsites/importjobsites?customerid=${id}`,
  );
  if (!can(user, "read:jobsites")) return <Unauthorized message="Unauthorized to view this page." />;
  return (
    <Stack maw={900} gap="sm">
      <Title order={2} size="h3">
        Import Job Sites
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
            onDrop={imp.upload}
            accept={[XLSX]}
            maxFiles={1}
            multiple={false}
            disabled={!imp.customerid || imp.uploading || imp.running}
            loading={imp.uploading}
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
                {imp.customerid
                  ? "Drop an .xlsx file here or click to choose one"
                  : "Choose a customer to enable the upload"}
              </Text>
            </Group>
          </Dropzone>
          {imp.job && <JobProgress job={imp.job} label="Importing job sites" />}
          {imp.result && <ImportOutcome result={imp.result} what="job site(s)" />}
        </Stack>
      </Card>
    </Stack>
  );
};
