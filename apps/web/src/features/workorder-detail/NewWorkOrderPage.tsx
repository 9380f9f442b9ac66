import { canCreateWorkOrder, canOpenRoute, isExternal } from "@fm/domain";
import { Box, Button, Group, Stack, Tabs } from "@mantine/core";
import { IconDeviceFloppy, IconX } from "@tabler/icons-react";
import { useNavigate } from "react-router";
import { useCurrentUser } from "../../auth/use-session.ts";
import { RecallWarning, useSimilarOrders } from "../../components/recall-warning/index.ts";
import { Unauthorized } from "../../components/Unauthorized.tsx";
import { useUnsavedChangesGuard } from "../../components/unsaved-changes.ts";
import { FormTab } from "./form/FormTab.tsx";
import { useWorkOrderEditor } from "./form/use-editor.ts";

/** Tabs of the new-order screen (spec 2 §2): all but Work Order are disabled until the order exists. */
const LATER_TABS = ["Notes", "Proposal", "Vendor", "Invoice & Payments", "Attachments", "Mobile"];

/** Why a staff user without add:workorder sees no form (the server refuses their Save and imports). */
export const CANNOT_CREATE = "Unauthorized: creating work orders needs the add:workorder permission.";

const NewWorkOrderScreen = ({ detailsPath }: { detailsPath: (id: number) => string }) => {
  const user = useCurrentUser();
  if (!canCreateWorkOrder(user) || isExternal(user)) return <Unauthorized message={CANNOT_CREATE} />;
  return <NewWorkOrderForm detailsPath={detailsPath} />;
};

const NewWorkOrderForm = ({ detailsPath }: { detailsPath: (id: number) => string }) => {
  const navigate = useNavigate();
  const editor = useWorkOrderEditor(null);
  const guard = useUnsavedChangesGuard(editor.dirty);
  // Issue 32 §6: warn about an open order (duplicate) or a recent one (recall) at the site for these trades.
  const similar = useSimilarOrders(
    "/api/workorder/similar",
    editor.values.jobsiteid,
    editor.values.tradeids.map(Number),
  );

  const save = async () => {
    const saved = await editor.save(similar.recallof);
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
        <Button
          leftSection={<IconDeviceFloppy size={16} />}
          loading={editor.saving}
          onClick={() => void save()}
        >
          Save
        </Button>
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
            <RecallWarning
              orders={similar.orders}
              detailsPath={detailsPath}
              recallof={similar.recallof}
              onRecallOf={similar.setRecallOf}
            />
            <FormTab editor={editor} wo={null} readOnly={false} />
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

/**
 * /customerprofile/workorder/new?id=0 — the same form; on save, the customer-profile details (spec 2 §2), or for a
 * staff user, who may not open that customer-only route, the staff details of the new order (decision 0043).
 */
export const CustomerNewWorkOrderPage = () => {
  const user = useCurrentUser();
  const customerDetails = canOpenRoute(user, "/customerprofile/workorderdetails");
  return (
    <NewWorkOrderScreen
      detailsPath={(id) =>
        customerDetails ? `/customerprofile/workorderdetails?id=${id}` : `/workorder/details?id=${id}`
      }
    />
  );
};
