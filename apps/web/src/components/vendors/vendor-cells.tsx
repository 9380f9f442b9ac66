import { Group } from "@mantine/core";
import type { ReactNode } from "react";
import { ColorCell } from "./ColorCell.tsx";
import { paperworkColor, vendorStatusColor } from "./vendor-colors.ts";

/** A vendor's name cell: blue when its paperwork is complete, pink when not (spec 1 §4), marks beside the name. */
export const PaperworkNameCell = ({ complete, children }: { complete: boolean; children: ReactNode }) => (
  <ColorCell
    color={paperworkColor(complete)}
    title={complete ? "Paperwork Complete" : "Paperwork Incomplete"}
  >
    <Group gap={4} wrap="nowrap">
      {children}
    </Group>
  </ColorCell>
);

/** A vendor's status (type) cell in its status colour (spec 1 §4). */
export const VendorStatusCell = ({
  statustypeid,
  status,
}: {
  statustypeid: number | null;
  status: string | null;
}) => <ColorCell color={vendorStatusColor(statustypeid)}>{status ?? ""}</ColorCell>;
