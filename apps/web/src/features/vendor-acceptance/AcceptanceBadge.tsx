import type { LineAcceptance } from "@fm/domain/contracts";
import { Badge } from "@mantine/core";
import { formatDateTime } from "../../components/datagrid/format.ts";

/**
 * A light badge naming the vendor's answer (staff Vendor tab line, Today cards); nothing before dispatch.
 * `compact` (a grid cell) keeps the ETA in the badge's title only.
 */
export const AcceptanceBadge = ({
  acceptance,
  compact = false,
}: {
  acceptance: LineAcceptance;
  compact?: boolean;
}) => {
  const size = compact ? "sm" : "md";
  if (acceptance.status === "awaiting")
    return (
      <Badge size={size} color="yellow" variant="light">
        Awaiting acceptance
      </Badge>
    );
  if (acceptance.status === "accepted")
    return (
      <Badge
        size={size}
        color="green"
        variant="light"
        title={acceptance.eta ? `ETA ${formatDateTime(acceptance.eta)}` : undefined}
      >
        Accepted{acceptance.eta && !compact ? ` · ETA ${formatDateTime(acceptance.eta)}` : ""}
      </Badge>
    );
  if (acceptance.status === "declined")
    return (
      <Badge size={size} color="red" variant="light" title={acceptance.declinereason ?? undefined}>
        Declined
      </Badge>
    );
  return null;
};
