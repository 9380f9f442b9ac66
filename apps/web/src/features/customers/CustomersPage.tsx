import { Button, Group, Switch, Title } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { Link, useNavigate } from "react-router";
import {
  DataGrid,
  filterTypes,
  infiniteQueryGridProps,
  nextGridPage,
  toListQuery,
} from "../../components/datagrid/index.ts";
import { SavedViewsBar } from "../../components/datagrid/views/SavedViewsBar.tsx";
import { useSavedViews } from "../../components/datagrid/views/use-saved-views.ts";
import { useLabelledColumns } from "../../components/labels/index.ts";
import { JobSitesGrid } from "./CustomerJobSitesGrid.tsx";
import { CUSTOMER_COLUMNS } from "./customer-columns.tsx";
import { customerKeys, customersApi } from "./customers-api.ts";

const CUSTOMER_PAGE_SIZE = 100;
const FILTER_TYPES = filterTypes(CUSTOMER_COLUMNS);

/** /customer: the Customers list (spec 3 §2.4): saved views (page type c), inactive toggle, rows expand to job sites. */
export const CustomersPage = () => {
  const navigate = useNavigate();
  const columns = useLabelledColumns("customer", CUSTOMER_COLUMNS);
  const views = useSavedViews("c", columns, CUSTOMER_PAGE_SIZE);
  const [inactive, setInactive] = useState(false);
  // Infinite scrolling over server pages (issue 14): the query names page 1; the next pages follow on scroll.
  const query = useMemo(
    () => ({ ...toListQuery(views.value.state, 1, FILTER_TYPES), inactive: String(inactive) }),
    [views.value.state, inactive],
  );
  const result = useInfiniteQuery({
    queryKey: customerKeys.grid(query),
    queryFn: ({ signal, pageParam }) => customersApi.grid({ ...query, page: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: nextGridPage,
    placeholderData: keepPreviousData,
    enabled: views.ready,
  });
  return (
    <>
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h3">
          Customers
        </Title>
        <Group gap="sm">
          <Switch
            label="Show inactive"
            checked={inactive}
            onChange={(e) => {
              setInactive(e.currentTarget.checked);
              views.setValue({ ...views.value, page: 1 });
            }}
          />
          <SavedViewsBar views={views} />
          <Button size="xs" leftSection={<IconPlus size={14} />} component={Link} to="/customer/new?id=0">
            Add Customer
          </Button>
        </Group>
      </Group>
      <DataGrid
        label="Customers"
        columns={columns}
        value={views.value}
        onChange={views.setValue}
        {...infiniteQueryGridProps(result)}
        getRowId={(c) => String(c.id)}
        onRowOpen={(c) => navigate(`/customer/details?id=${c.id}`)}
        rowStyle={(c) => (c.isactive ? undefined : { color: "var(--mantine-color-dimmed)" })}
        renderDetail={(c) => (
          <JobSitesGrid customerid={c.id} label={`Job sites of ${c.customername}`} height={320} />
        )}
        emptyText="No customers match"
      />
    </>
  );
};
