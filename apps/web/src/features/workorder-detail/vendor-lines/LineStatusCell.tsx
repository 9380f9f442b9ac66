import { Badge, Group, Tooltip, VisuallyHidden } from "@mantine/core";
import { IconAlertTriangle, IconBolt } from "@tabler/icons-react";
import { AcceptanceBadge } from "../../vendor-acceptance/index.ts";
import type { VendorLine } from "./types.ts";

/**
 * The Vendor tab's Status cell: the line's status once it has one, before that the vendor's answer to the
 * dispatch; and, for a portal invoice, why it waits for a person (its failed invoice rules) or that it was
 * approved alone (issue 32 §5). The rule text sits in the cell for screen readers and in a tooltip for the eye.
 */
export const LineStatusCell = ({ line }: { line: VendorLine }) => {
  const rules = line.autoapproved ? "Auto-approved" : line.failedrules.map((r) => r.message).join(" ");
  return (
    <Group gap={4} wrap="nowrap">
      {line.status ? (
        <Badge size="sm" variant="light" color={line.isapproved ? "green" : "gray"}>
          {line.status}
        </Badge>
      ) : (
        <AcceptanceBadge acceptance={line.acceptance} compact />
      )}
      {rules ? (
        <Tooltip label={rules} multiline maw={280} withArrow>
          <span style={{ display: "inline-flex" }}>
            {line.autoapproved ? (
              <IconBolt size={16} color="var(--mantine-color-green-7)" aria-hidden />
            ) : (
              <IconAlertTriangle size={16} color="var(--mantine-color-orange-7)" aria-hidden />
            )}
            <VisuallyHidden>{rules}</VisuallyHidden>
          </span>
        </Tooltip>
      ) : null}
    </Group>
  );
};
