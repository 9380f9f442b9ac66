import { hasRole } from "@fm/domain";
import type { Tech, VendorProfile } from "@fm/domain/contracts";
import { Badge, Button, Checkbox, SimpleGrid, Stack, Tabs, Text, TextInput } from "@mantine/core";
import { IconKey, IconPencil, IconPlus } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useCurrentUser } from "../../auth/use-session.ts";
import { DataGrid, type GridColumn, type GridMenuItem } from "../../components/datagrid/index.ts";
import { ErrorFallback } from "../../components/ErrorFallback.tsx";
import { SharedNotesGrid } from "../../components/entity-notes/SharedNotesGrid.tsx";
import { LoadPanel } from "../../components/LoadPanel.tsx";
import { PageErrorBoundary } from "../../components/PageError.tsx";
import { useLocalGridTab } from "../../components/use-local-grid-tab.ts";
import { ChangePasswordModal, TechInfoModal } from "./TechModals.tsx";
import { VendorDocumentsPanel } from "./VendorDocumentsPanel.tsx";
import { vendorApi, vendorKeys } from "./vendor-portal-api.ts";

const Field = ({ label, value }: { label: string; value: string | null }) => (
  <TextInput label={label} value={value ?? ""} readOnly variant="filled" />
);

const Details = ({ v }: { v: VendorProfile }) => (
  <Stack gap="sm">
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
      <Field label="Name" value={v.name} />
      <Field label="First Name" value={v.firstname} />
      <Field label="Last Name" value={v.lastname} />
      <Field label="Address" value={v.address} />
      <Field label="Address 2" value={v.address2} />
      <Field label="City" value={v.city} />
      <Field label="State" value={v.statecode} />
      <Field label="Zip" value={v.postalcode} />
      <Field label="Primary Phone" value={v.primaryphone} />
      <Field label="Secondary Phone" value={v.secondaryphone} />
      <Field label="Primary Email" value={v.primaryemail} />
      <Field label="Secondary Email" value={v.secondaryemail} />
      <Field label="Dispatch Email" value={v.dispatchemail} />
    </SimpleGrid>
    <Checkbox label="WC Exempt" checked={v.wcexempt} readOnly />
    <Checkbox label="Paperwork Complete" checked={v.paperworkcomplete} readOnly />
  </Stack>
);

const techColumns: GridColumn<Tech>[] = [
  { name: "given_name", caption: "First Name", width: 160 },
  { name: "family_name", caption: "Last Name", width: 160 },
  { name: "email", caption: "email", width: 240 },
  { name: "logins_count", caption: "# Logins", type: "number", width: 100, align: "right" },
  {
    name: "blocked",
    caption: "Blocked?",
    type: "boolean",
    width: 100,
    cell: (t) =>
      t.blocked ? (
        <Badge color="red" variant="light" size="sm">
          Yes
        </Badge>
      ) : (
        "No"
      ),
  },
];
const techSearch = (t: Tech) => `${t.given_name} ${t.family_name} ${t.email}`;

/** Technicians tab: the vendor's techs; the vendor's office (Vendor role) adds, edits and sets passwords. */
const Technicians = ({ canManage }: { canManage: boolean }) => {
  const [editing, setEditing] = useState<Tech | "new" | null>(null);
  const [password, setPassword] = useState<Tech | null>(null);
  const tab = useLocalGridTab({
    queryKey: vendorKeys.techs,
    queryFn: vendorApi.techs,
    columns: techColumns,
    pageSize: 20,
    searchText: techSearch,
    storageKey: "techlist",
  });
  const rowMenu = (t: Tech): GridMenuItem[] =>
    canManage
      ? [
          { key: "edit", label: "Edit Tech", icon: <IconPencil size={14} />, onClick: () => setEditing(t) },
          {
            key: "password",
            label: "Change Password",
            icon: <IconKey size={14} />,
            onClick: () => setPassword(t),
          },
        ]
      : [];
  return (
    <>
      {!canManage && (
        <Text size="sm" c="dimmed" mb="xs">
          Your vendor's office manages technicians.
        </Text>
      )}
      <DataGrid
        {...tab.grid}
        label="Technicians"
        getRowId={(t) => String(t.user_id)}
        rowMenu={canManage ? rowMenu : undefined}
        onRowOpen={canManage ? (t) => setEditing(t) : undefined}
        height={420}
        simple
        emptyText="No technicians yet"
        toolbar={
          canManage && (
            <Button size="xs" leftSection={<IconPlus size={14} />} onClick={() => setEditing("new")}>
              Add Tech
            </Button>
          )
        }
      />
      {editing && (
        <TechInfoModal tech={editing === "new" ? null : editing} onClose={() => setEditing(null)} />
      )}
      {password && <ChangePasswordModal tech={password} onClose={() => setPassword(null)} />}
    </>
  );
};

/** /vendorprofile — My Profile (spec 3 §2.8): read-only details, Technicians, compliance documents. */
export const VendorProfilePage = () => {
  const office = hasRole(useCurrentUser(), "Vendor");
  const query = useQuery({ queryKey: vendorKeys.vendor, queryFn: vendorApi.currentVendor });
  if (query.isPending) return <LoadPanel />;
  if (query.error) return <ErrorFallback error={query.error} onReset={() => void query.refetch()} />;
  const v = query.data.vendor;
  return (
    <Stack gap="sm" p={{ base: "xs", md: "sm" }}>
      <Text fw={700} size="lg">
        {v.name}
      </Text>
      <Tabs defaultValue="details" keepMounted={false} variant="outline">
        <Tabs.List>
          <Tabs.Tab value="details">Details</Tabs.Tab>
          <Tabs.Tab value="technicians">Technicians</Tabs.Tab>
          <Tabs.Tab value="documents">Documents</Tabs.Tab>
          <Tabs.Tab value="notes">Notes</Tabs.Tab>
        </Tabs.List>
        <Stack pt="sm">
          <Tabs.Panel value="details">
            <PageErrorBoundary>
              <Details v={v} />
            </PageErrorBoundary>
          </Tabs.Panel>
          <Tabs.Panel value="technicians">
            <PageErrorBoundary>
              <Technicians canManage={office} />
            </PageErrorBoundary>
          </Tabs.Panel>
          <Tabs.Panel value="documents">
            <PageErrorBoundary>
              <VendorDocumentsPanel vendor={v} canUpload={office} />
            </PageErrorBoundary>
          </Tabs.Panel>
          <Tabs.Panel value="notes">
            <PageErrorBoundary>
              {/* The notes staff flagged Can Vendor See on this vendor (spec 2 §4), read-only. */}
              <SharedNotesGrid
                queryKey={vendorKeys.vendorNotes}
                queryFn={vendorApi.vendorNotes}
                byField="createdbyname"
              />
            </PageErrorBoundary>
          </Tabs.Panel>
        </Stack>
      </Tabs>
    </Stack>
  );
};
