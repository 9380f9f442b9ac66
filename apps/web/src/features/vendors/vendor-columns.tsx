import { Tooltip, UnstyledButton } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import type { ReactNode } from "react";
import {
  actionsColumn,
  dateColumn,
  type GridColumn,
  moneyColumn,
  yesNoColumn,
} from "../../components/datagrid/index.ts";
import { StarRating } from "../../components/StarRating.tsx";
import { PaperworkNameCell, roundToHalf, VendorStatusCell } from "../../components/vendors/index.ts";
import type { VendorGridRow } from "./vendors-api.ts";

export interface VendorColumnHandlers {
  onWorkOrders: (v: VendorGridRow) => void;
  /** The per-row Actions column (absent for Tech, Vendor and Customer). */
  actions?: (v: VendorGridRow) => ReactNode;
}

/** The Vendors grid's columns (spec 3 §2.7); names are the server's allow-listed columns (vendor-list.service.ts). */
export const vendorColumns = (h: VendorColumnHandlers): GridColumn<VendorGridRow>[] => [
  {
    name: "name",
    caption: "Name",
    width: 240,
    hideable: false,
    cell: (v) => (
      <PaperworkNameCell complete={v.paperworkcomplete}>
        {v.compliancealert && (
          <Tooltip label="Insurance or W9 expires within 30 days or has expired">
            <IconAlertTriangle
              size={14}
              color="var(--mantine-color-orange-7)"
              aria-label="Compliance alert"
            />
          </Tooltip>
        )}
        <span>{v.name}</span>
      </PaperworkNameCell>
    ),
  },
  {
    name: "vendorstatus",
    caption: "Status",
    width: 120,
    cell: (v) => <VendorStatusCell statustypeid={v.vendorstatustypeid} status={v.vendorstatus} />,
  },
  yesNoColumn<VendorGridRow>("isactive", "Active", 70),
  {
    name: "rating",
    caption: "Rating",
    width: 120,
    type: "number",
    cell: (v) =>
      v.rating === null ? (
        ""
      ) : (
        <Tooltip label={`${v.rating} (${v.numberofratings})`}>
          <span>
            <StarRating value={roundToHalf(v.rating)} readOnly size="xs" />
          </span>
        </Tooltip>
      ),
  },
  yesNoColumn<VendorGridRow>("autoattachenabled", "Auto Dispatch", 90),
  moneyColumn<VendorGridRow>("minnte", "Min NTE", 100),
  { name: "tierid", caption: "Tier", width: 60, type: "number" },
  yesNoColumn<VendorGridRow>("paperworkcomplete", "Paperwork Complete", 110),
  yesNoColumn<VendorGridRow>("backgroundchecksrun", "Background Checks Run", 110),
  { name: "city", caption: "City", width: 130 },
  { name: "statecode", caption: "State", width: 60 },
  { name: "postalcode", caption: "Zip", width: 80 },
  { name: "primaryphone", caption: "Phone", width: 150 },
  { name: "secondaryphone", caption: "Secondary Phone", width: 150, hidden: true },
  { name: "primaryemail", caption: "Email", width: 200 },
  { name: "dispatchemail", caption: "Dispatch Email", width: 200, hidden: true },
  {
    name: "workordercount",
    caption: "WO Count",
    width: 90,
    type: "number",
    filterable: false,
    align: "right",
    cell: (v) => (
      <UnstyledButton
        c="blue"
        fz="sm"
        aria-label={`Work orders of ${v.name}`}
        onClick={(e) => {
          e.stopPropagation();
          h.onWorkOrders(v);
        }}
      >
        {v.workordercount}
      </UnstyledButton>
    ),
  },
  yesNoColumn<VendorGridRow>("wcexempt", "WC Exempt", 80),
  dateColumn<VendorGridRow>("wcexpirationdate", "WC Expiration", 110),
  dateColumn<VendorGridRow>("glexpirationdate", "GL Expiration", 110),
  { name: "trades", caption: "Trades", width: 260, sortable: false },
  ...(h.actions ? [actionsColumn<VendorGridRow>(h.actions)] : []),
];
