import "@mantine/dropzone/styles.css";
import { isAdmin } from "@fm/domain";
import { VENDOR_ZIP_IMPORT_KIND, type VendorZipVendorRow, vendorZipImportKey } from "@fm/domain/contracts";
import { Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { saveBlob } from "../../api/download.ts";
import { useCurrentUser } from "../../auth/use-session.ts";
import {
  DataGrid,
  defaultGridState,
  filterTypes,
  type GridColumn,
  type GridValue,
  pagedQueryGridProps,
  toListQuery,
} from "../../components/datagrid/index.ts";
import { FileImportPanel, useFileImport } from "../../components/file-import/index.ts";
import { Unauthorized } from "../../components/Unauthorized.tsx";
import { vendorSearchApi, vendorSearchKeys } from "./vendor-search-api.ts";

const SAMPLE = "Zip Code\n78701\n78702\n78703\n";

const columns = (
  onPick: (v: VendorZipVendorRow) => void,
  picked: number | null,
): GridColumn<VendorZipVendorRow>[] => [
  {
    name: "pick",
    caption: "",
    hiddenCaption: "Select",
    width: 80,
    hideable: false,
    sortable: false,
    filterable: false,
    cell: (v) => (
      <Button
        size="compact-xs"
        variant={picked === v.id ? "filled" : "default"}
        aria-label={`Select ${v.name}`}
        onClick={(e) => {
          e.stopPropagation();
          onPick(v);
        }}
      >
        {picked === v.id ? "Selected" : "Select"}
      </Button>
    ),
  },
  { name: "name", caption: "Name", width: 260 },
  { name: "address", caption: "Address", width: 220 },
  { name: "city", caption: "City", width: 140 },
  { name: "statecode", caption: "State", width: 70 },
  { name: "postalcode", caption: "Zip", width: 80 },
  { name: "zipcount", caption: "Coverage ZIPs", type: "number", width: 110, align: "right" },
];

/**
 * /admin/importvendorzips (spec 3 §2.15): pick a vendor (searchable grid, page size 100), then upload exactly
 * one CSV of ZIP codes. The import runs in the background (progress survives a reload); every row is checked
 * against the ZIP data and a file with any bad row imports nothing. The file replaces the vendor's coverage.
 */
export const ImportVendorZipsPage = () => {
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const [vendor, setVendor] = useState<VendorZipVendorRow | null>(null);
  const cols = columns((v) => {
    setVendor(v);
  }, vendor?.id ?? null);
  const [value, setValue] = useState<GridValue>({ state: defaultGridState(cols, 100), page: 1 });
  const query = toListQuery(value.state, value.page, filterTypes(cols));
  const vendors = useQuery({
    queryKey: vendorSearchKeys.zipVendors(query),
    queryFn: () => vendorSearchApi.zipVendors(query),
    placeholderData: keepPreviousData,
    enabled: isAdmin(user),
  });
  // A finished import changes the vendor's Coverage ZIPs: the grid reads them again (issue 35).
  const imp = useFileImport(
    VENDOR_ZIP_IMPORT_KIND,
    vendor ? vendorZipImportKey(vendor.id) : null,
    vendor ? `/api/admin/importtradezips?vendorid=${vendor.id}` : null,
    () => void queryClient.invalidateQueries({ queryKey: vendorSearchKeys.zipVendorsAll }),
  );
  if (!isAdmin(user)) return <Unauthorized message="Unauthorized to view this page." />;

  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        Import Zips
      </Title>
      <DataGrid
        label="Vendors"
        columns={cols}
        value={value}
        onChange={setValue}
        {...pagedQueryGridProps(vendors)}
        getRowId={(v) => String(v.id)}
        onRowOpen={setVendor}
        height={420}
        pageSizes={[100]}
      />
      <Card withBorder maw={900}>
        <Stack gap="sm">
          <Group justify="space-between">
            <Text fw={500}>{vendor ? `Vendor: ${vendor.name}` : "Select a vendor above"}</Text>
            <Button
              variant="default"
              leftSection={<IconDownload size={16} />}
              onClick={() => saveBlob(new Blob([SAMPLE], { type: "text/csv" }), "VendorZipsSample.csv")}
            >
              Download Sample CSV
            </Button>
          </Group>
          <Text size="sm" c="dimmed">
            One ZIP code per row in the first column (a "Zip Code" header row is optional). The file replaces
            the vendor's coverage ZIP codes; a file with any unknown ZIP code imports nothing.
          </Text>
          <FileImportPanel
            imp={imp}
            fileKind="csv"
            notReady="Select a vendor to enable the upload"
            rejected="Upload exactly one .csv file."
            progressLabel="Importing ZIP codes"
            what="ZIP code(s)"
          />
        </Stack>
      </Card>
    </Stack>
  );
};
