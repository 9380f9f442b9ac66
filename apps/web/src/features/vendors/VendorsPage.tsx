import { isExternal } from "@fm/domain";
import { Button, Group, Title } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useMemo, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { useCurrentUser } from "../../auth/use-session.ts";
import { ActionsMenu } from "../../components/ActionsMenu.tsx";
import { DataGrid, filterTypes, pagedQueryGridProps, toListQuery } from "../../components/datagrid/index.ts";
import { SavedViewsBar } from "../../components/datagrid/views/SavedViewsBar.tsx";
import { useSavedViews } from "../../components/datagrid/views/use-saved-views.ts";
import { useLabelledColumns } from "../../components/labels/index.ts";
import { HistoryDetailsModal } from "./HistoryDetailsModal.tsx";
import { vendorColumns } from "./vendor-columns.tsx";
import { effectiveVendorSearch } from "./vendor-rules.ts";
import { type VendorGridRow, vendorKeys, vendorsApi } from "./vendors-api.ts";

const VENDOR_PAGE_SIZE = 20;

/**
 * /vendor: the Vendors list (spec 3 §2.7): saved views (page type v), page size 20, a search that fires only
 * when cleared or with more than 3 characters, status and paperwork colours, rating stars, the compliance
 * alert, the WO Count popups, Add Vendor and per-row Actions (not for Tech, Vendor or Customer).
 */
export const VendorsPage = () => {
  const navigate = useNavigate();
  const user = useCurrentUser();
  const external = isExternal(user);
  const [history, setHistory] = useState<VendorGridRow | null>(null);
  const baseColumns = useMemo(
    () =>
      vendorColumns({
        onWorkOrders: setHistory,
        actions: external
          ? undefined
          : (v) => (
              <ActionsMenu
                label={`Actions for ${v.name}`}
                items={[
                  { key: "open", label: "Edit" },
                  { key: "history", label: "History Details" },
                ]}
                onSelect={(item) =>
                  item.key === "open" ? navigate(`/vendor/details?id=${v.id}`) : setHistory(v)
                }
              />
            ),
      }),
    [external, navigate],
  );
  // Captions the field-name dictionary names (Vendors.name, city, …) follow the company's labels (issue 20).
  const columns = useLabelledColumns("Vendors", baseColumns);
  const filterTypesOf = useMemo(() => filterTypes(columns), [columns]);
  const views = useSavedViews("v", columns, VENDOR_PAGE_SIZE);
  const running = useRef("");
  const query = useMemo(() => {
    const search = effectiveVendorSearch(views.value.state.search, running.current);
    running.current = search;
    return toListQuery({ ...views.value.state, search }, views.value.page, filterTypesOf);
  }, [views.value, filterTypesOf]);
  const result = useQuery({
    queryKey: vendorKeys.grid(query),
    queryFn: ({ signal }) => vendorsApi.grid(query, signal),
    placeholderData: keepPreviousData,
    // Data loading is skipped for external users (spec 3 §2.7).
    enabled: views.ready && !external,
  });
  return (
    <>
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h3">
          Vendors
        </Title>
        <Group gap="sm">
          <SavedViewsBar views={views} />
          <Button size="xs" leftSection={<IconPlus size={14} />} component={Link} to="/Vendor/new?id=0">
            Add Vendor
          </Button>
        </Group>
      </Group>
      <DataGrid
        label="Vendors"
        columns={columns}
        value={views.value}
        onChange={views.setValue}
        {...pagedQueryGridProps(result)}
        getRowId={(v) => String(v.id)}
        onRowOpen={(v) => navigate(`/vendor/details?id=${v.id}`)}
        rowStyle={(v) => (v.isactive ? undefined : { color: "var(--mantine-color-dimmed)" })}
        emptyText="No vendors match"
      />
      {history && <HistoryDetailsModal vendor={history} onClose={() => setHistory(null)} />}
    </>
  );
};
