import { Checkbox, Group } from "@mantine/core";

/** Flagged Orders and My Work Orders (spec 1 §2; mine = dispatcher or customer dispatcher, §5). */
export const FlaggedMineFilters = ({
  flagged,
  mine,
  onChange,
}: {
  flagged: boolean;
  mine: boolean;
  onChange: (next: { flagged: boolean; mine: boolean }) => void;
}) => (
  <Group gap="md" wrap="nowrap">
    <Checkbox
      size="xs"
      label="Flagged Orders"
      checked={flagged}
      onChange={(e) => onChange({ flagged: e.currentTarget.checked, mine })}
    />
    <Checkbox
      size="xs"
      label="My Work Orders"
      checked={mine}
      onChange={(e) => onChange({ flagged, mine: e.currentTarget.checked })}
    />
  </Group>
);
