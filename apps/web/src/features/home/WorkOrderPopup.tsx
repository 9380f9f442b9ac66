import type { GridFilter } from "@fm/domain";
import { Badge, Group, Modal, Text } from "@mantine/core";
import { useViewportSize } from "@mantine/hooks";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import {
  DataGrid,
  defaultGridState,
  filterTypes,
  type GridValue,
  pagedQueryGridProps,
  toListQuery,
} from "../../components/datagrid/index.ts";
import { useLabelledColumns } from "../../components/labels/index.ts";
import { homeApi, homeKeys } from "./home-api.ts";
import { POPUP_SOURCE, type PopupAudience } from "./home-cards.ts";
import { popupColumns } from "./popup-columns.tsx";

/** What a clicked count opens: a status (statusid) or all active orders narrowed by fixed filters. */
export interface PopupTarget {
  title: string;
  statusid?: number;
  /** Filters the user cannot clear (e.g. one priority); sent besides the grid's own. */
  filters?: GridFilter[];
  /** The count that was clicked, shown beside the title. */
  count?: number;
  color?: string;
}

/** Spec 1 §2 / §9: the popup grid pages by 20 (10/20/50/100). */
export const POPUP_PAGE_SIZE = 20;
/** Modal chrome (header, padding) inside the 75vh popup. */
const CHROME_PX = 96;

const PopupGrid = ({ target, audience }: { target: PopupTarget; audience: PopupAudience }) => {
  const base = useMemo(() => popupColumns(audience), [audience]);
  // Captions tied to work-order fields come from the field-name dictionary (spec 1 §1).
  const columns = useLabelledColumns("workorder", base);
  const types = useMemo(() => filterTypes(columns), [columns]);
  const [value, setValue] = useState<GridValue>(() => ({
    state: defaultGridState(columns, POPUP_PAGE_SIZE),
    page: 1,
  }));
  const { height: vh } = useViewportSize();
  const path = POPUP_SOURCE[audience].path;
  const query = useMemo(() => {
    const q = toListQuery(
      { ...value.state, filters: [...value.state.filters, ...(target.filters ?? [])] },
      value.page,
      {
        ...types,
        priorityid: "number",
      },
    );
    if (target.statusid) q.statusid = target.statusid;
    return q;
  }, [value, target, types]);
  const list = useQuery({
    queryKey: homeKeys.popup(path, query),
    queryFn: ({ signal }) => homeApi.workOrders(path, query, signal),
    placeholderData: keepPreviousData,
  });
  return (
    <DataGrid
      label={`${target.title} work orders`}
      columns={columns}
      value={value}
      onChange={setValue}
      {...pagedQueryGridProps(list)}
      getRowId={(r) => String(r.id)}
      height={Math.max(320, Math.round((vh || 900) * 0.75) - CHROME_PX)}
      simple={audience !== "staff"}
      emptyText="No work orders yet"
    />
  );
};

/** The work-order list popup of the home dashboards: 90% of the width, 75vh high (spec 1 §2). */
export const WorkOrderPopup = ({
  target,
  audience,
  onClose,
}: {
  target: PopupTarget | null;
  audience: PopupAudience;
  onClose: () => void;
}) => (
  <Modal
    opened={target !== null}
    onClose={onClose}
    size="90vw"
    centered
    title={
      target && (
        <Group gap="sm" wrap="nowrap">
          {target.color && (
            <span
              aria-hidden
              style={{ width: 12, height: 12, borderRadius: 3, background: target.color, flex: "none" }}
            />
          )}
          <Text fw={650} size="lg">
            {target.title}
          </Text>
          {target.count !== undefined && (
            <Badge variant="light" color="gray" size="lg" radius="sm">
              {target.count.toLocaleString("en-US")}
            </Badge>
          )}
        </Group>
      )
    }
    styles={{
      content: { height: "75vh", display: "flex", flexDirection: "column" },
      body: { flex: 1, minHeight: 0, display: "flex", flexDirection: "column" },
    }}
  >
    {target && (
      <PopupGrid
        key={`${target.title}|${target.statusid ?? ""}|${JSON.stringify(target.filters ?? [])}`}
        target={target}
        audience={audience}
      />
    )}
  </Modal>
);
