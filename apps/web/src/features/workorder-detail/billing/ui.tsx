import { Button } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";

/** The grid toolbar's "Add …" button of a billing tab. */
export const AddButton = ({
  label,
  disabled,
  onClick,
}: {
  label: string;
  disabled: boolean;
  onClick: () => void;
}) => (
  <Button size="xs" leftSection={<IconPlus size={16} />} disabled={disabled} onClick={onClick}>
    {label}
  </Button>
);
