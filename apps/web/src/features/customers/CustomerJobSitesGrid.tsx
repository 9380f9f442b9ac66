import { Button } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { ActionsMenu } from "../../components/ActionsMenu.tsx";
import {
  actionsColumn,
  DataGrid,
  defaultGridState,
  filterTypes,
  type GridColumn,
  type GridValue,
  pagedQueryGridProps,
  toListQuery,
} from "../../components/datagrid/index.ts";
import { labelColumns, useEntityLabel, useFieldLabels } from "../../components/labels/index.ts";
import { jobSiteColumns } from "./customer-columns.tsx";
import { customerKeys, customersApi, type JobSite } from "./customers-api.ts";
import { JobSiteModal, JobSiteView } from "./JobSiteModal.tsx";

/**
 * A server-paged grid of job sites — of one customer (customerid) or of all (null) — with view and edit
 * popups (800x500). Used by the Job Sites tab, a Customers row's detail and the job-site list. The customer
 * record passes its abilities (addJobSite, editJobSite); without edit a row opens read-only.
 */
export const JobSitesGrid = ({
  customerid,
  label,
  canAdd = true,
  canEdit = true,
  height,
}: {
  customerid: number | null;
  label: string;
  canAdd?: boolean;
  canEdit?: boolean;
  height?: number;
}) => {
  const [editing, setEditing] = useState<JobSite | "new" | null>(null);
  const [viewing, setViewing] = useState<JobSite | null>(null);
  const fieldLabel = useFieldLabels("customerjobsite");
  const customerLabel = useEntityLabel("customer");
  const jobSiteLabel = useEntityLabel("jobsite");
  const columns = useMemo<GridColumn<JobSite>[]>(
    () => [
      ...labelColumns(jobSiteColumns(customerid === null), (field, fallback) =>
        field === "customername" ? customerLabel : fieldLabel(field, fallback),
      ),
      actionsColumn<JobSite>((s) => (
        <ActionsMenu
          label={`Actions for ${s.jobsite}`}
          items={[{ key: "view", label: "View" }, ...(canEdit ? [{ key: "edit", label: "Edit" }] : [])]}
          onSelect={(item) => (item.key === "view" ? setViewing(s) : setEditing(s))}
        />
      )),
    ],
    [customerid, fieldLabel, customerLabel, canEdit],
  );
  const types = useMemo(() => filterTypes(columns), [columns]);
  const [value, setValue] = useState<GridValue>(() => ({ state: defaultGridState(columns, 20), page: 1 }));
  const query = useMemo(() => toListQuery(value.state, value.page, types), [value, types]);
  const result = useQuery({
    queryKey: customerKeys.jobSites(customerid, query),
    queryFn: ({ signal }) => customersApi.jobSites(customerid, query, signal),
    placeholderData: keepPreviousData,
  });
  return (
    <>
      <DataGrid
        label={label}
        columns={columns}
        value={value}
        onChange={setValue}
        {...pagedQueryGridProps(result)}
        getRowId={(s) => String(s.id)}
        onRowOpen={canEdit ? setEditing : setViewing}
        emptyText="No job sites yet"
        height={height}
        toolbarEnd={
          canAdd && customerid !== null ? (
            <Button size="xs" leftSection={<IconPlus size={14} />} onClick={() => setEditing("new")}>
              Add {jobSiteLabel}
            </Button>
          ) : null
        }
      />
      {editing && (
        <JobSiteModal
          customerid={editing === "new" ? (customerid ?? 0) : editing.customerid}
          site={editing === "new" ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
      {viewing && <JobSiteView site={viewing} onClose={() => setViewing(null)} />}
    </>
  );
};
