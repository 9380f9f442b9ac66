import type { CustomerWorkOrderDetail } from "@fm/domain/contracts";
import { Button, Center, Group, Paper, SimpleGrid, Stack } from "@mantine/core";
import { IconArrowLeft, IconLock, IconPencil } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { formatDateTime } from "../../components/datagrid/index.ts";
import { LoadPanel } from "../../components/LoadPanel.tsx";
import { SectionErrorBoundary } from "../../components/PageError.tsx";
import { usePageView } from "../../components/page-views/index.ts";
import { PortalOrderTabs } from "../../components/portal-order/PortalOrderTabs.tsx";
import { ReadOnlyField as Field } from "../../components/ReadOnlyField.tsx";
import { RecordNotFound } from "../../components/RecordLoadError.tsx";
import { WorkOrderLoadError } from "../../components/WorkOrderLoadError.tsx";
import { CustomerAttachmentsTab } from "./CustomerAttachmentsTab.tsx";
import { CustomerInvoicesTab } from "./CustomerInvoicesTab.tsx";
import { CustomerNotesTab } from "./CustomerNotesTab.tsx";
import { CustomerProposalsTab } from "./CustomerProposalsTab.tsx";
import { CustomerWorkOrderModal } from "./CustomerWorkOrderModal.tsx";
import { CustomerWorkOrderTab } from "./CustomerWorkOrderTab.tsx";
import { portalApi, portalKeys } from "./customer-portal-api.ts";
import { useFieldLabels } from "./use-field-labels.ts";

const Header = ({ wo }: { wo: CustomerWorkOrderDetail }) => {
  const label = useFieldLabels();
  return (
    <Paper withBorder p="sm" radius="sm" component="section" aria-label="Work order summary">
      <SimpleGrid cols={{ base: 2, md: 4, xl: 8 }} spacing="sm" verticalSpacing="xs">
        <Field label={label("workorder", "wonumber", "Work Order #")}>{wo.wonumber}</Field>
        <Field label={label("workorder", "ponumber", "PO #")}>{wo.ponumber}</Field>
        <Field label={label("workorder", "customername", "Customer")}>{wo.customername}</Field>
        <Field label="City/State">
          {wo.jobsite.city}, {wo.jobsite.statecode}
        </Field>
        <Field label={label("workorder", "dispatchdate", "Dispatch Date")}>
          {formatDateTime(wo.dispatchdate)}
        </Field>
        <Field label={label("workorder", "dispatcher", "Dispatcher")}>{wo.dispatcher}</Field>
        <Field label={label("workorder", "priority", "Priority")}>{wo.priority}</Field>
        <Field label={label("workorder", "briefdescription", "Brief Description")}>
          {wo.briefdescription}
        </Field>
      </SimpleGrid>
    </Paper>
  );
};

/**
 * /customerprofile/workorderdetails?id&origin — the customer-facing detail (spec 2 §2 Portals): read-only
 * header and tabs Work Order, Notes, Proposals, Invoices, Attachments; Edit while the order is open.
 */
export const CustomerWorkOrderDetailPage = () => {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = Number(params.get("id"));
  const origin = params.get("origin") || "customerprofile/workorderlist?status=open";
  const [tab, setTab] = useState<string | null>("workorder");
  const [editing, setEditing] = useState(false);
  const detail = useQuery({
    queryKey: portalKeys.detail(id),
    queryFn: () => portalApi.detail(id),
    enabled: Number.isInteger(id) && id > 0,
  });
  usePageView(detail.data?.id, tab);

  if (!Number.isInteger(id) || id <= 0)
    return <RecordNotFound what="Work order" backTo="/customerprofile/workorderlist?status=open" />;
  if (detail.isPending)
    return (
      <Center p="xl">
        <LoadPanel />
      </Center>
    );
  if (detail.error) return <WorkOrderLoadError error={detail.error} onRetry={() => void detail.refetch()} />;
  const wo = detail.data;

  return (
    <Stack gap="sm" p={{ base: "xs", md: "sm" }}>
      <Group gap="xs" role="toolbar" aria-label="Work order actions">
        <Button
          variant="default"
          leftSection={<IconArrowLeft size={16} />}
          onClick={() => navigate(`/${origin}`)}
        >
          Back to List
        </Button>
        {wo.editable ? (
          <Button leftSection={<IconPencil size={16} />} onClick={() => setEditing(true)}>
            Edit Work Order
          </Button>
        ) : (
          <Group gap={4} c="dimmed" fz="sm">
            <IconLock size={16} /> {wo.status}: read-only
          </Group>
        )}
      </Group>
      <SectionErrorBoundary name="header">
        <Header wo={wo} />
      </SectionErrorBoundary>
      <PortalOrderTabs
        value={tab}
        onChange={setTab}
        panels={{
          workorder: <CustomerWorkOrderTab wo={wo} />,
          notes: <CustomerNotesTab wo={wo} editable={wo.editable} />,
          proposals: <CustomerProposalsTab workorderid={wo.id} editable={wo.editable} />,
          invoices: <CustomerInvoicesTab workorder={wo} editable={wo.editable} />,
          attachments: <CustomerAttachmentsTab workorderid={wo.id} editable={wo.editable} />,
        }}
      />
      {editing && <CustomerWorkOrderModal workorder={wo} onClose={() => setEditing(false)} />}
    </Stack>
  );
};
