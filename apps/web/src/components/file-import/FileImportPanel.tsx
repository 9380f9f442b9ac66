import "@mantine/dropzone/styles.css";
import type { ImportResult } from "@fm/domain/contracts";
import { Alert, Group, Table, Text } from "@mantine/core";
import { Dropzone } from "@mantine/dropzone";
import { IconFileSpreadsheet, IconFileTypeCsv } from "@tabler/icons-react";
import { JobProgress } from "../jobs/index.ts";
import { IMPORT_ERROR_TOAST_MS, notifyFailure } from "../notify.ts";
import type { FileImportState } from "./use-file-import.ts";

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const FILE_KINDS = {
  xlsx: { accept: [XLSX], noun: "an .xlsx file", icon: IconFileSpreadsheet },
  csv: { accept: ["text/csv", ".csv"], noun: "a .csv file", icon: IconFileTypeCsv },
} as const;

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
 * The ONE upload part of an import page: a drop zone for exactly one file (enabled once a subject is chosen),
 * the background job's progress and its outcome with row errors.
 */
export const FileImportPanel = ({
  imp,
  fileKind,
  notReady,
  rejected,
  progressLabel,
  what,
}: {
  imp: FileImportState;
  fileKind: keyof typeof FILE_KINDS;
  /** Shown in the drop zone until a subject is chosen ("Choose a customer to enable the upload"). */
  notReady: string;
  /** The failure toast's text for a file of another kind or several files. */
  rejected: string;
  progressLabel: string;
  /** What the rows are ("job site(s)"). */
  what: string;
}) => {
  const kind = FILE_KINDS[fileKind];
  const Icon = kind.icon;
  return (
    <>
      <Dropzone
        onDrop={imp.upload}
        accept={[...kind.accept]}
        maxFiles={1}
        multiple={false}
        disabled={!imp.ready || imp.uploading || imp.running}
        loading={imp.uploading}
        onReject={() => notifyFailure(new Error(rejected), "Import failed", IMPORT_ERROR_TOAST_MS)}
      >
        <Group justify="center" gap="xs" p="md">
          <Icon size={22} />
          <Text size="sm">{imp.ready ? `Drop ${kind.noun} here or click to choose one` : notReady}</Text>
        </Group>
      </Dropzone>
      {imp.job && <JobProgress job={imp.job} label={progressLabel} />}
      {imp.result && <ImportOutcome result={imp.result} what={what} />}
    </>
  );
};
