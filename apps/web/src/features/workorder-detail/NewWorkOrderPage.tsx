import { Box, Button, Group, Stack, Tabs } from "@mantine/core";
import { IconDeviceFloppy, IconX } from "@tabler/icons-react";
import { useNavigate } from "react-router";
import { useUnsavedChangesGuard } from "../../components/unsaved-changes.ts";
import { FormTab } from "./form/FormTab.tsx";
import { useWorkOrderEditor } from "./form/use-editor.ts";
import { useDetailPermissions } from "./use-permissions.ts";

/** Tabs of the new-order screen (spec 2 §2): all but Work Order are disabled until the order exists. */
const LATER_TABS = ["Notes", "Proposal", "Vendor", "Invoice & Payments", "Attachments", "Mobile"];

const NewWorkOrderScreen = ({ detailsPath }: { detailsPath: (id: number) => string }) => {
  const navigate = useNavigate();
  const perms = useDetailPermissions();
  const editor = useWorkOrderEditor(null);
  const guard = useUnsavedChangesGuard(editor.dirty);

  const save = async () => {
    const saved = await editor.save();
    if (!saved) return;
    guard.leaveSaved();
    navigate(detailsPath(saved.id));
  };

  return (
    <Stack gap="sm" p={{ base: "xs", md: "sm" }}>
      <Group gap="xs" role="toolbar" aria-label="New work order actions">
        <Button variant="default" leftSection={<IconX size={16} />} onClick={() => navigate(-1)}>
          Cancel
        </Button>
        {perms.create && (
          <Button
            leftSection={<IconDeviceFloppy size={16} />}
            loading={editor.saving}
            onClick={() => void save()}
          >
            Save
          </Button>
        )}
      </Group>
      <Tabs value="workorder" variant="outline" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="workorder">Work Order</Tabs.Tab>
          {LATER_TABS.map((t) => (
            <Tabs.Tab key={t} value={t} disabled>
              {t}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Box pt="sm">
          <Tabs.Panel value="workorder">
            <FormTab editor={editor} wo={null} readOnly={!perms.create} />
          </Tabs.Panel>
        </Box>
      </Tabs>
    </Stack>
  );
};

/** /workorder/new?id=0 — on save, the new order's details. */
export const NewWorkOrderPage = () => (
  <NewWorkOrderScreen detailsPath={(id) => `/workorder/details?id=${id}`} />
);

/** /customerprofile/workorder/new?id=0 — the same form; on save, the customer-profile details. */
export const CustomerNewWorkOrderPage = () => (
  <NewWorkOrderScreen detailsPath={(id) => `/customerprofile/workorderdetails?id=${id}`} />
);
