import { Input, Popover, UnstyledButton } from "@mantine/core";
import { IconChevronDown } from "@tabler/icons-react";
import { useId, useMemo, useRef, useState } from "react";
import {
  DataGrid,
  defaultGridState,
  filterTypes,
  type GridColumn,
  type GridValue,
} from "../../../components/datagrid/index.ts";
import { applyLocalGrid } from "../../../components/local-grid.ts";
import type { JobsiteOption } from "../detail-api.ts";

/**
 * The job-site drop-down grid (spec 2 §2, §9): 600x800, columns jobsite, description, city, state, a search
 * box and 20 rows a page (10/20/50/100). Click a job site (or Enter on it) to choose it.
 */
export const JobsitePicker = ({
  jobsites,
  value,
  onChange,
  readOnly,
  error,
  disabled,
  label = "Job Site",
}: {
  /** The caption (from the field dictionary on the detail form). */
  label?: string;
  jobsites: readonly JobsiteOption[];
  value: number | null;
  onChange: (site: JobsiteOption) => void;
  readOnly?: boolean;
  error?: string;
  disabled?: boolean;
}) => {
  const [opened, setOpened] = useState(false);
  const id = useId();
  const choose = (site: JobsiteOption) => {
    onChange(site);
    setOpened(false);
  };
  const chooseRef = useRef(choose);
  chooseRef.current = choose;
  const columns = useMemo<GridColumn<JobsiteOption>[]>(
    () => [
      {
        name: "jobsite",
        caption: "Jobsite",
        width: 170,
        cell: (r) => (
          <UnstyledButton
            fz="sm"
            c="blue.8"
            onClick={() => chooseRef.current(r)}
            aria-label={`Choose job site ${r.jobsite}`}
          >
            {r.jobsite}
          </UnstyledButton>
        ),
      },
      { name: "jobsitedescription", caption: "Description", width: 190 },
      { name: "city", caption: "City", width: 120 },
      { name: "statecode", caption: "State", width: 70 },
    ],
    [],
  );
  const [grid, setGrid] = useState<GridValue>(() => ({ state: defaultGridState(columns, 20), page: 1 }));
  const types = useMemo(() => filterTypes(columns), [columns]);
  const data = useMemo(
    () =>
      applyLocalGrid(jobsites, grid.state, grid.page, {
        types,
        searchText: (r) => `${r.jobsite} ${r.jobsitedescription} ${r.city} ${r.statecode}`,
      }),
    [jobsites, grid, types],
  );
  const selected = jobsites.find((j) => j.jobsiteid === value);
  const inactive = readOnly || disabled;

  return (
    <Input.Wrapper label={label} withAsterisk error={error} labelProps={{ id: `${id}-label` }}>
      <Popover opened={opened} onChange={setOpened} width={600} position="bottom-start" shadow="md" trapFocus>
        <Popover.Target>
          {/* Named by its label and its value ("Job Site FMB-1 — Main store"); the popover adds aria-expanded. */}
          <Input
            component="button"
            type="button"
            aria-labelledby={`${id}-label ${id}-value`}
            disabled={inactive}
            error={error}
            rightSection={inactive ? null : <IconChevronDown size={16} aria-hidden />}
            rightSectionPointerEvents="none"
            onClick={() => !inactive && setOpened((o) => !o)}
            styles={{
              input: {
                overflow: "hidden",
                textOverflow: "ellipsis",
                whiteSpace: "nowrap",
                textAlign: "left",
                cursor: readOnly ? "default" : undefined,
              },
            }}
          >
            <span id={`${id}-value`}>
              {selected ? (
                `${selected.jobsite} — ${selected.jobsitedescription}`
              ) : (
                <Input.Placeholder>
                  {disabled ? "Choose a customer first" : "Choose a job site"}
                </Input.Placeholder>
              )}
            </span>
          </Input>
        </Popover.Target>
        <Popover.Dropdown p="xs" style={{ height: "min(800px, 90vh)", display: "flex" }}>
          <div role="dialog" aria-label="Job sites" style={{ flex: 1, minWidth: 0 }}>
            <DataGrid
              label="Job sites"
              columns={columns}
              value={grid}
              onChange={setGrid}
              data={data}
              getRowId={(r) => String(r.jobsiteid)}
              onRowOpen={choose}
              height={Math.min(720, Math.round(window.innerHeight * 0.8))}
              simple
              emptyText="No job sites for this customer"
            />
          </div>
        </Popover.Dropdown>
      </Popover>
    </Input.Wrapper>
  );
};
