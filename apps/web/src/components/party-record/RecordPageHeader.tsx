import { Button, Group, Title } from "@mantine/core";
import { IconArrowLeft, IconDeviceFloppy } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Link } from "react-router";

/** The head of a customer's or a vendor's details page: back to the list, the name, extras, Save. */
export const RecordPageHeader = ({
  backTo,
  backLabel,
  title,
  badges,
  actions,
  saving,
  saveDisabled = false,
}: {
  backTo: string;
  backLabel: string;
  title: string;
  /** Shown after the title (a compliance alert). */
  badges?: ReactNode;
  /** Buttons before Save (Update Special Instructions). */
  actions?: ReactNode;
  saving: boolean;
  saveDisabled?: boolean;
}) => (
  <Group justify="space-between">
    <Group gap="sm">
      <Button
        variant="subtle"
        size="xs"
        leftSection={<IconArrowLeft size={14} />}
        component={Link}
        to={backTo}
      >
        {backLabel}
      </Button>
      <Title order={2} size="h3">
        {title}
      </Title>
      {badges}
    </Group>
    <Group gap="sm">
      {actions}
      <Button
        size="xs"
        type="submit"
        loading={saving}
        disabled={saveDisabled}
        leftSection={<IconDeviceFloppy size={14} />}
      >
        Save
      </Button>
    </Group>
  </Group>
);
