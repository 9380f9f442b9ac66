import { Badge, Button, Group, Tooltip } from "@mantine/core";
import {
  IconArrowBackUp,
  IconArrowLeft,
  IconDeviceFloppy,
  IconFlag,
  IconGitBranch,
  IconLayoutSidebarRightCollapse,
  IconLayoutSidebarRightExpand,
  IconMessagePlus,
} from "@tabler/icons-react";

export interface ToolbarProps {
  onBack: () => void;
  onCustomerUpdate?: () => void;
  onSave?: () => void;
  onAddChild?: () => void;
  onReopen?: () => void;
  locked: boolean;
  isChild: boolean;
  flagged: boolean;
  saving: boolean;
  dirty: boolean;
  panelOpen: boolean;
  onTogglePanel: () => void;
}

/**
 * Header toolbar (spec 2 §2): Back to List, Add Customer Update, Save, Add Child (disabled on a child),
 * Re-Open (Invoiced or Cancelled only), a centred Flagged marker. A missing handler means no permission.
 */
export const DetailToolbar = (p: ToolbarProps) => (
  // Three columns: actions, the centred Flagged marker, the panel toggle — the marker never covers a button.
  <div
    style={{
      display: "grid",
      gridTemplateColumns: "auto 1fr auto",
      alignItems: "center",
      gap: "var(--mantine-spacing-sm)",
    }}
    aria-label="Work order actions"
    role="toolbar"
  >
    <Group gap="xs" wrap="wrap">
      <Button variant="default" size="sm" leftSection={<IconArrowLeft size={16} />} onClick={p.onBack}>
        Back to List
      </Button>
      {p.onCustomerUpdate && (
        <Button
          variant="light"
          size="sm"
          leftSection={<IconMessagePlus size={16} />}
          disabled={p.locked}
          onClick={p.onCustomerUpdate}
        >
          Add Customer Update
        </Button>
      )}
      {p.onSave && (
        <Button
          size="sm"
          leftSection={<IconDeviceFloppy size={16} />}
          disabled={p.locked}
          loading={p.saving}
          onClick={p.onSave}
        >
          Save
        </Button>
      )}
      {p.onAddChild && (
        <Tooltip label="A child work order cannot have children" disabled={!p.isChild}>
          <Button
            variant="default"
            size="sm"
            leftSection={<IconGitBranch size={16} />}
            disabled={p.isChild}
            onClick={p.onAddChild}
          >
            Add Child
          </Button>
        </Tooltip>
      )}
      {p.onReopen && p.locked && (
        <Button
          variant="outline"
          color="orange"
          size="sm"
          leftSection={<IconArrowBackUp size={16} />}
          loading={p.saving}
          onClick={p.onReopen}
        >
          Re-Open
        </Button>
      )}
      {p.dirty && !p.locked && (
        <Badge variant="dot" color="yellow" size="lg">
          Unsaved changes
        </Badge>
      )}
    </Group>
    <div style={{ minWidth: 0, display: "flex", justifyContent: "center" }}>
      {p.flagged && (
        <Badge color="red" size="lg" leftSection={<IconFlag size={14} />}>
          Flagged
        </Badge>
      )}
    </div>
    <Tooltip label={p.panelOpen ? "Hide side panel" : "Show side panel"}>
      <Button
        variant="subtle"
        size="sm"
        aria-label={p.panelOpen ? "Hide side panel" : "Show side panel"}
        onClick={p.onTogglePanel}
      >
        {p.panelOpen ? (
          <IconLayoutSidebarRightCollapse size={18} />
        ) : (
          <IconLayoutSidebarRightExpand size={18} />
        )}
      </Button>
    </Tooltip>
  </div>
);
