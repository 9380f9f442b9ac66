import { can, type Permission } from "@fm/domain";
import { customerImportKey } from "@fm/domain/contracts";
import { Card, Group, Select, Stack, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { useCurrentUser } from "../../auth/use-session.ts";
import { FileImportPanel, useFileImport } from "../../components/file-import/index.ts";
import { useEntityLabel } from "../../components/labels/index.ts";
import { Unauthorized } from "../../components/Unauthorized.tsx";
import { customerKeys, customersApi } from "./customers-api.ts";

/** One per-customer import page: what differs between Import Job Sites and Import Trade Rates. */
export interface CustomerImport {
  title: string;
  permission: Permission;
  kind: string;
  uploadPath: (customerid: string) => string;
  fileKind: "xlsx" | "csv";
  rejected: string;
  progressLabel: string;
  what: string;
  /** The sample download button. */
  sample: ReactNode;
  help?: ReactNode;
}

/**
 * A per-customer background import page (spec 3 §2.6, §2.15): choose a customer, download the sample, upload
 * one file. The import runs in the background; its progress survives a reload (the customer's latest import).
 */
export const CustomerImportPage = ({ config }: { config: CustomerImport }) => {
  const user = useCurrentUser();
  const customerLabel = useEntityLabel("customer");
  const [customerid, setCustomerid] = useState<string | null>(null);
  const customers = useQuery({
    queryKey: customerKeys.picker(false),
    queryFn: () => customersApi.picker(false),
  });
  const imp = useFileImport(
    config.kind,
    customerid ? customerImportKey(config.kind, customerid) : null,
    customerid ? config.uploadPath(customerid) : null,
  );
  if (!can(user, config.permission)) return <Unauthorized message="Unauthorized to view this page." />;
  return (
    <Stack maw={900} gap="sm">
      <Title order={2} size="h3">
        {config.title}
      </Title>
      <Card withBorder>
        <Stack gap="sm">
          <Group align="end">
            <Select
              label={customerLabel}
              placeholder="Choose a customer"
              searchable
              w={360}
              data={(customers.data ?? []).map((c) => ({ value: String(c.id), label: c.customername }))}
              value={customerid}
              onChange={setCustomerid}
              comboboxProps={{ withinPortal: true }}
            />
            {config.sample}
          </Group>
          {config.help}
          <FileImportPanel
            imp={imp}
            fileKind={config.fileKind}
            notReady="Choose a customer to enable the upload"
            rejected={config.rejected}
            progressLabel={config.progressLabel}
            what={config.what}
          />
        </Stack>
      </Card>
    </Stack>
  );
};
