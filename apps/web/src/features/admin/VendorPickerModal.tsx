import { DataGrid } from "../../components/datagrid/index.ts";
import { SizedModal } from "../../components/SizedModal.tsx";
import { useApiMutation } from "../../components/use-api-mutation.ts";
import { useLocalGridTab } from "../../components/use-local-grid-tab.ts";
import { adminApi, adminKeys } from "./admin-api.ts";
import { pickerColumns, pickerSearchText } from "./dispatch-columns.tsx";

interface Props {
  tradeId: number;
  tradeName: string;
  /** The priority a selected vendor gets: after the last one of the list. */
  nextPriority: number;
  onClose: () => void;
}

/** Add a dispatch vendor: all vendors for the trade, page size 100 (spec 3 §2.11). */
export const VendorPickerModal = ({ tradeId, tradeName, nextPriority, onClose }: Props) => {
  const add = useApiMutation({
    mutationFn: (vendorid: number) => adminApi.addDispatchVendor(tradeId, vendorid, nextPriority),
    success: "Vendor Added",
    invalidates: [adminKeys.dispatch(tradeId), adminKeys.tradeVendors(tradeId)],
    onSuccess: onClose,
  });
  const tab = useLocalGridTab({
    queryKey: adminKeys.tradeVendors(tradeId),
    queryFn: () => adminApi.tradeVendors(tradeId),
    columns: pickerColumns((v) => add.mutate(v.vendorid), add.isPending),
    pageSize: 100,
    initialSort: [{ column: "name", desc: false }],
    searchText: pickerSearchText,
  });
  return (
    <SizedModal title={`Add Vendor: ${tradeName}`} width={1000} height={700} onClose={onClose}>
      <DataGrid
        {...tab.grid}
        label="Vendors for the trade"
        getRowId={(v) => String(v.vendorid)}
        pageSizes={[10, 20, 50, 100]}
        emptyText="No vendors offer this trade"
        height={520}
      />
    </SizedModal>
  );
};
