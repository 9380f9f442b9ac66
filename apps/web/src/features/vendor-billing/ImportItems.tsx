import type { ImportItemsResult } from "@fm/domain/contracts";
import { Alert, Button, FileButton, Group, List, Text } from "@mantine/core";
import { IconFileSpreadsheet } from "@tabler/icons-react";
import { useState } from "react";
import { isApiError } from "../../api/api-error.ts";
import { errorText } from "../../components/ErrorFallback.tsx";
import { notifySuccess } from "../../components/notify.ts";

const COLUMNS =
  "Type (Labor, Material or Other), Description, Part Number, Unit, Quantity, Unit Price, Skill Level, Rate Type, Techs, Hours, Hourly Rate";

/**
 * Import items from exactly one .xlsx or .xls file (spec 2 §5). The server adds every row or none: a refused
 * file lists each bad row here so the vendor can fix the sheet and try again. `upload` answers null when the
 * user declined (nothing imported, nothing said).
 */
export const ImportItems = ({ upload }: { upload: (file: File) => Promise<ImportItemsResult | null> }) => {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<{ message: string; rows: [string, string][] } | null>(null);
  const pick = async (file: File | null) => {
    if (!file) return;
    setFailure(null);
    if (!/\.(xlsx|xls)$/i.test(file.name)) {
      setFailure({ message: "Choose exactly one .xlsx or .xls file.", rows: [] });
      return;
    }
    setBusy(true);
    try {
      const r = await upload(file);
      if (r) notifySuccess(`Imported ${r.labor + r.materials + r.other} items.`);
    } catch (error) {
      const rows = isApiError(error)
        ? Object.entries(error.fields).filter(([k]) => k.startsWith("Row "))
        : [];
      setFailure({ message: errorText(error), rows });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Group gap="xs">
        <FileButton onChange={(f) => void pick(f)} accept=".xlsx,.xls">
          {(props) => (
            <Button
              {...props}
              size="xs"
              variant="default"
              loading={busy}
              leftSection={<IconFileSpreadsheet size={16} />}
            >
              Import Items
            </Button>
          )}
        </FileButton>
        <Text size="xs" c="dimmed">
          One .xlsx or .xls file; first row: {COLUMNS}.
        </Text>
      </Group>
      {failure && (
        <Alert color="red" variant="light" role="alert" title="Nothing was imported">
          <Text size="sm">{failure.message}</Text>
          {failure.rows.length > 0 && (
            <List size="sm" mt="xs" aria-label="Rows with errors">
              {failure.rows.map(([row, text]) => (
                <List.Item key={row}>
                  {row}: {text}
                </List.Item>
              ))}
            </List>
          )}
        </Alert>
      )}
    </>
  );
};
