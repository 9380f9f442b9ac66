import type { VendorSearchComplianceItem } from "@fm/domain/contracts";
import { Stack, Text, ThemeIcon, Tooltip } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";

const DOC_NAMES: Record<VendorSearchComplianceItem["doc"], string> = {
  GL: "General liability",
  WC: "Workers' comp",
  W9: "W9",
};

/** One line of the mark's tooltip, e.g. "General liability expires in 12 days (2026-12-04)". */
export const complianceLine = (i: VendorSearchComplianceItem): string | null => {
  const name = DOC_NAMES[i.doc];
  if (i.state === "expired") return `${name} expired on ${i.date}`;
  if (i.state === "expiring") {
    const when = i.daysLeft === 0 ? "today" : `in ${i.daysLeft} day${i.daysLeft === 1 ? "" : "s"}`;
    return `${name} expires ${when} (${i.date})`;
  }
  return null;
};

/**
 * The compliance alert mark (issue 15; the rule is packages/domain/src/vendor-compliance.ts): orange while a
 * document expires within 30 days, red once one has expired. Nothing when the vendor has no alert.
 */
export const ComplianceMark = ({
  vendor,
}: {
  vendor: { compliancealert: boolean; compliance: VendorSearchComplianceItem[] };
}) => {
  if (!vendor.compliancealert) return null;
  const lines = vendor.compliance.map(complianceLine).filter((l): l is string => l !== null);
  const expired = vendor.compliance.some((i) => i.state === "expired");
  return (
    <Tooltip
      withinPortal
      label={
        <Stack gap={0}>
          {lines.map((l) => (
            <Text key={l} size="xs">
              {l}
            </Text>
          ))}
        </Stack>
      }
    >
      <ThemeIcon
        size="sm"
        variant="light"
        color={expired ? "red" : "orange"}
        role="img"
        aria-label={`Compliance alert: ${lines.join("; ")}`}
        data-compliance={expired ? "expired" : "expiring"}
      >
        <IconAlertTriangle size={14} />
      </ThemeIcon>
    </Tooltip>
  );
};
