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

import type { PopupTarget } from "./WorkOrderPopup.tsx";

/** Spec 1 §2 / §9: the popup grid pages by 20 (10/20/50/100). */
export const POPUP_PAGE_SIZE = 20;
/** Modal chrome (header, padding) inside the 75vh popup. */
const CHROME_PX = 96;

export const PopupGrid = ({ target, audience }: { target: PopupTarget; audience: PopupAudience }) => {
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
      rowLabel={(r) => r.wonumber}
      height={Math.max(320, Math.round((vh || 900) * 0.75) - CHROME_PX)}
      simple={audience !== "staff"}
      emptyText="No work orders yet"
    />
  );
};
