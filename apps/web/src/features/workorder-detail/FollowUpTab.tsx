import { Checkbox, Stack, Text } from "@mantine/core";
import type { FollowUp } from "./form/use-editor.ts";

/** Follow-Up tab (spec 2 §2): Customer Called? and Vendor Called?, saved with the form's Save. */
export const FollowUpTab = ({
  value,
  onChange,
  disabled,
}: {
  value: FollowUp;
  onChange: (patch: Partial<FollowUp>) => void;
  disabled: boolean;
}) => (
  <Stack gap="sm" p="xs">
    <Checkbox
      label="Customer Called?"
      checked={value.customercalled}
      disabled={disabled}
      onChange={(e) => onChange({ customercalled: e.currentTarget.checked })}
    />
    <Checkbox
      label="Vendor Called?"
      checked={value.vendorcalled}
      disabled={disabled}
      onChange={(e) => onChange({ vendorcalled: e.currentTarget.checked })}
    />
    {!disabled && (
      <Text size="xs" c="dimmed">
        Press Save to keep the follow-up flags.
      </Text>
    )}
  </Stack>
);
