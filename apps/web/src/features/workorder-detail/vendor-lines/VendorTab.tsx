import { Button, Stack } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconPlus, IconUserPlus } from "@tabler/icons-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import {
  DataGrid,
  defaultGridState,
  filterTypes,
  type GridValue,
  queryGridProps,
} from "../../../components/datagrid/index.ts";
import { TOAST_MS } from "../../../components/notify.ts";
import { NteRaisesPanel } from "../../invoice-rules/index.ts";
import { SlaClocksPanel } from "../../sla/index.ts";
import { AutoDispatchPanel } from "../../vendor-acceptance/index.ts";
import { LineActionsMenu } from "./LineActionsMenu.tsx";
import { LineAttachments } from "./LineAttachments.tsx";
import { LINE_SEARCH_FIELDS, lineColumns } from "./line-columns.tsx";
import { applyGridState } from "./line-grid.ts";
import { SelectVendorModal } from "./SelectVendorModal.tsx";
import type { VendorLine, VendorTabProps } from "./types.ts";
import { useLineActions } from "./use-line-actions.tsx";
import { vendorApi, vendorKeys } from "./vendor-api.ts";
import { lineActions } from "./vendor-rules.ts";

export type { VendorTabProps, VendorTabWorkOrder } from "./types.ts";

/** Spec 2 §5: Attach Vendor needs at least one trade. */
export const NO_TRADE = "No Trade has been selected";

/**
 * The Vendor tab of the staff work-order detail (spec 2 §2, §4): the order's vendor lines with their actions,
 * attachments and notices, and Select Vendor to attach one.
 */
export const VendorTab = ({ workorder, onChanged }: VendorTabProps) => {
  const queryClient = useQueryClient();
  const [selecting, setSelecting] = useState(false);

  const lines = useQuery({
    queryKey: vendorKeys.lines(workorder.id),
    queryFn: () => vendorApi.lines(workorder.id),
  });

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: vendorKeys.lines(workorder.id) });
    void queryClient.invalidateQueries({ queryKey: vendorKeys.candidates(workorder.id) });
    onChanged();
  };
  const setLines = (next: VendorLine[]) => queryClient.setQueryData(vendorKeys.lines(workorder.id), next);
  const { run, popups } = useLineActions({
    workorder,
    setLines,
    refresh,
    refreshAttachments: (lineId) =>
      void queryClient.invalidateQueries({ queryKey: vendorKeys.attachments(lineId) }),
  });

  const columns = lineColumns((line) => (
    <LineActionsMenu
      label={`Actions for ${line.vendorname}`}
      items={lineActions(line)}
      onSelect={(item) => run(line, item)}
    />
  ));
  const [value, setValue] = useState<GridValue>(() => ({ state: defaultGridState(columns, 20), page: 1 }));
  const data = lines.data
    ? applyGridState(lines.data, value.state, value.page, filterTypes(columns), LINE_SEARCH_FIELDS)
    : undefined;

  const disabled = !workorder.abilities.attachVendor;
  const openSelect = () => {
    if (workorder.trades.length === 0) {
      notifications.show({ color: "yellow", message: NO_TRADE, autoClose: TOAST_MS });
      return;
    }
    setSelecting(true);
  };

  return (
    <Stack gap="xs">
      <NteRaisesPanel
        workorderid={workorder.id}
        canDecide={workorder.abilities.decideNteRaise}
        onDecided={onChanged}
      />
      <SlaClocksPanel workorderid={workorder.id} />
      <AutoDispatchPanel workorderid={workorder.id} onChanged={refresh} />
      <DataGrid
        label="Work order vendors"
        columns={columns}
        value={value}
        onChange={setValue}
        {...queryGridProps(lines, data)}
        getRowId={(l) => String(l.id)}
        renderDetail={(l) => <LineAttachments lineId={l.id} vendorname={l.vendorname} />}
        emptyText="No Vendors Found"
        height={420}
        toolbar={
          <>
            <Button
              size="xs"
              leftSection={<IconUserPlus size={16} />}
              disabled={disabled}
              onClick={openSelect}
            >
              Attach Vendor
            </Button>
            <Button
              size="xs"
              variant="default"
              leftSection={<IconPlus size={16} />}
              disabled={disabled}
              onClick={() => window.open("/Vendor/new?id=0", "_blank", "noopener")}
            >
              Add Vendor
            </Button>
          </>
        }
      />
      {selecting && (
        <SelectVendorModal
          workorder={workorder}
          onClose={() => setSelecting(false)}
          onAttached={(next) => {
            setLines(next);
            refresh();
          }}
        />
      )}
      {popups}
    </Stack>
  );
};
