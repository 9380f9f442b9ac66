import { ActionIcon, Badge, Menu } from "@mantine/core";
import {
  IconBan,
  IconCircleCheck,
  IconCircleX,
  IconClipboardCheck,
  IconDotsVertical,
  IconFileInvoice,
  IconFileTypePdf,
  IconFlag,
  IconLinkOff,
  IconMail,
  IconPencil,
  IconReceipt,
  IconTicket,
} from "@tabler/icons-react";
import type { ReactNode } from "react";
import type { LineAction, LineActionKey } from "./vendor-rules.ts";

const ICON = { size: 16 } as const;
const icons: Partial<Record<LineActionKey, ReactNode>> = {
  approve: <IconCircleCheck {...ICON} />,
  unapprove: <IconCircleX {...ICON} />,
  flagnod: <IconFlag {...ICON} />,
  edit: <IconPencil {...ICON} />,
  detach: <IconLinkOff {...ICON} />,
  cancel: <IconBan {...ICON} />,
  ticket: <IconTicket {...ICON} />,
  attachinvoice: <IconReceipt {...ICON} />,
  proposal: <IconFileInvoice {...ICON} />,
  signoff: <IconFileTypePdf {...ICON} />,
  qc: <IconClipboardCheck {...ICON} />,
};

/** The Actions menu of a vendor line, with each notice's event count as a badge (spec 2 §4). */
export const LineActionsMenu = ({
  label,
  items,
  onSelect,
}: {
  label: string;
  items: LineAction[];
  onSelect: (item: LineAction) => void;
}) => (
  <Menu position="bottom-end" withinPortal shadow="md" width={260}>
    <Menu.Target>
      <ActionIcon
        variant="subtle"
        color="gray"
        aria-label={label}
        onClick={(e) => e.stopPropagation()}
        onDoubleClick={(e) => e.stopPropagation()}
      >
        <IconDotsVertical size={16} />
      </ActionIcon>
    </Menu.Target>
    <Menu.Dropdown aria-label={label} onClick={(e) => e.stopPropagation()}>
      {items.map((item) => [
        item.divider ? <Menu.Divider key={`${item.key}-divider`} /> : null,
        <Menu.Item
          key={item.key}
          leftSection={icons[item.key] ?? <IconMail {...ICON} />}
          color={item.danger ? "red" : undefined}
          disabled={item.disabled}
          onClick={() => onSelect(item)}
          rightSection={
            item.count !== undefined ? (
              <Badge size="sm" circle={item.count < 10} variant="light" aria-label={`${item.count} sent`}>
                {item.count}
              </Badge>
            ) : null
          }
        >
          {item.label}
        </Menu.Item>,
      ])}
    </Menu.Dropdown>
  </Menu>
);
