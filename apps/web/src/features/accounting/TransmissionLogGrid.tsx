import { TRANSMISSION_LOG_PAGE_SIZES } from "@fm/domain/contracts";
import { Stack, Text } from "@mantine/core";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import {
  DataGrid,
  defaultGridState,
  type GridValue,
  pagedQueryGridProps,
} from "../../components/datagrid/index.ts";
import { useLabelledColumns } from "../../components/labels/index.ts";
import { accountingApi, accountingKeys } from "./accounting-api.ts";
import { ACCOUNTING_FIELDS, LOG_COLUMNS } from "./accounting-columns.tsx";

/** The transmission log under a tab (spec 3 §2.12): newest first, page size 5, typeId 1 vendor/complete, 2 customer. */
export const TransmissionLogGrid = ({ typeId }: { typeId: number }) => {
  const [value, setValue] = useState<GridValue>(() => ({ state: defaultGridState(LOG_COLUMNS, 5), page: 1 }));
  const columns = useLabelledColumns("workorder", LOG_COLUMNS, ACCOUNTING_FIELDS);
  const { pageSize, search } = value.state;
  const result = useQuery({
    queryKey: [...accountingKeys.logPage(typeId, value.page, pageSize), search],
    queryFn: () => accountingApi.logs(typeId, value.page, pageSize, search),
    placeholderData: keepPreviousData,
  });
  return (
    <Stack gap={4}>
      <Text fw={600} size="sm">
        Transmission Log
      </Text>
      {result.isPending ? (
        <Text size="sm" c="dimmed">
          Loading Logs...
        </Text>
      ) : null}
      <DataGrid
        label={typeId === 2 ? "Customer invoicing transmission log" : "Vendor billing transmission log"}
        columns={columns}
        value={value}
        onChange={setValue}
        {...pagedQueryGridProps(result)}
        getRowId={(r) => String(r.id)}
        pageSizes={TRANSMISSION_LOG_PAGE_SIZES}
        simple
        height={330}
        rowStyle={(r) => (r.success ? {} : { background: "var(--mantine-color-red-0)" })}
        emptyText="Nothing sent yet"
      />
    </Stack>
  );
};
