import { Button, Group, Stack, Title } from "@mantine/core";
import { IconArrowLeft, IconDeviceFloppy } from "@tabler/icons-react";
import type { FormEventHandler, ReactNode } from "react";
import { Link } from "react-router";
import { type PageTab, PageTabs } from "../PageTabs.tsx";

interface HeaderProps {
  backTo: string;
  backLabel: string;
  title: string;
  /** Shown after the title (a compliance alert). */
  badges?: ReactNode;
  /** Buttons before Save (Update Special Instructions). */
  actions?: ReactNode;
  saving: boolean;
  saveDisabled?: boolean;
}

/** The head of a customer's or a vendor's details page: back to the list, the name, extras, Save. */
const RecordPageHeader = ({
  backTo,
  backLabel,
  title,
  badges,
  actions,
  saving,
  saveDisabled = false,
}: HeaderProps) => (
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

/**
 * A customer's or a vendor's details page: one form (Save submits it) holding the header and the record's tabs;
 * `children` are its popups.
 */
export const RecordPage = ({
  onSubmit,
  tab,
  onTabChange,
  tabs,
  children,
  ...header
}: HeaderProps & {
  onSubmit: FormEventHandler<HTMLFormElement>;
  tab: string | null;
  onTabChange: (tab: string | null) => void;
  tabs: PageTab[];
  children?: ReactNode;
}) => (
  <form onSubmit={onSubmit} noValidate>
    <Stack gap="sm">
      <RecordPageHeader {...header} />
      <PageTabs value={tab} onChange={onTabChange} tabs={tabs} />
    </Stack>
    {children}
  </form>
);
