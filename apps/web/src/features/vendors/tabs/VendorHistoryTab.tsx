import { Anchor } from "@mantine/core";
import { DataGrid, dateColumn, type GridColumn } from "../../../components/datagrid/index.ts";
import { type ColumnFields, useLabelledColumns } from "../../../components/labels/index.ts";
import { useLocalGridTab } from "../../../components/use-local-grid-tab.ts";
import { type VendorHistoryRow, vendorKeys, vendorsApi } from "../vendors-api.ts";

interface HistoryRow extends VendorHistoryRow {
  jobsitename: string;
  jobsitedescription: string;
}

const columns: GridColumn<HistoryRow>[] = [
  {
    name: "wonumber",
    caption: "Work Order #",
    width: 140,
    cell: (r) => (
      <Anchor href={`/workorder/details?id=${r.workorderid}`} size="sm">
        {r.wonumber}
      </Anchor>
    ),
  },
  { name: "customername", caption: "Customer", width: 200 },
  { name: "jobsitename", caption: "Job Site", width: 150 },
  { name: "jobsitedescription", caption: "Job Site Description", width: 220 },
  dateColumn<HistoryRow>("createddate", "Created Date", 130),
  dateColumn<HistoryRow>("completedate", "Complete Date", 130),
  { name: "status", caption: "Status", width: 150 },
];
/** Work-order captions from the field-name dictionary; the job site's from the job-site table's. */
const fields: ColumnFields = {
  jobsitename: ["customerjobsite", "jobsite"],
  jobsitedescription: ["customerjobsite", "jobsitedescription"],
  createddate: null, // 'Created Date' here (spec 3 §2.8), 'Receive Date' in the work-order list
};
const prepare = (rows: VendorHistoryRow[]): HistoryRow[] =>
  rows.map((r) => ({
    ...r,
    jobsitename: r.jobsite.jobsite,
    jobsitedescription: r.jobsite.jobsitedescription,
  }));
const searchText = (r: HistoryRow) => `${r.wonumber} ${r.customername} ${r.jobsitename} ${r.status}`;

/** History tab (spec 3 §2.8, §3 Vendor history row), page size 20. */
export const VendorHistoryTab = ({ vendorId }: { vendorId: number }) => {
  const labelled = useLabelledColumns("workorder", columns, fields);
  const tab = useLocalGridTab<HistoryRow, VendorHistoryRow>({
    queryKey: vendorKeys.history(vendorId),
    queryFn: () => vendorsApi.history(vendorId),
    prepare,
    columns: labelled,
    pageSize: 20,
    searchText,
  });
  return (
    <DataGrid
      {...tab.grid}
      label="History"
      getRowId={(r) => String(r.workorderid)}
      emptyText="No work orders yet"
      height={480}
    />
  );
};
