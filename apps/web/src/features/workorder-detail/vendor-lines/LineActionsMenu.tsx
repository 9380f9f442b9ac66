import {
  IconBan,
  IconCircleCheck,
  IconCircleX,
  IconClipboardCheck,
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
import { ActionsMenu } from "../../../components/ActionsMenu.tsx";
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
  <ActionsMenu
    label={label}
    items={items}
    onSelect={onSelect}
    icon={(item) => icons[item.key] ?? <IconMail {...ICON} />}
    position="bottom-end"
    width={260}
  />
);
