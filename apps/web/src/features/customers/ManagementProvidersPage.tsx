import { isAdmin } from "@fm/domain";
import type { ManagementProviderRow } from "@fm/domain/contracts";
import { Button, Group, PasswordInput, Stack, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { useCurrentUser } from "../../auth/use-session.ts";
import { ActionsMenu } from "../../components/ActionsMenu.tsx";
import { confirmDialog } from "../../components/confirm-dialog.tsx";
import { actionsColumn, DataGrid, type GridColumn, yesNoColumn } from "../../components/datagrid/index.ts";
import { RecordFormModal } from "../../components/RecordFormModal.tsx";
import { Unauthorized } from "../../components/Unauthorized.tsx";
import { useApiMutation } from "../../components/use-api-mutation.ts";
import { useLocalGridTab } from "../../components/use-local-grid-tab.ts";
import { customerKeys, customersApi } from "./customers-api.ts";

const ProviderModal = ({
  provider,
  onClose,
}: {
  provider: ManagementProviderRow | null;
  onClose: () => void;
}) => {
  const form = useForm({
    initialValues: {
      managementprovider: provider?.managementprovider ?? "",
      webaddress: provider?.webaddress ?? "",
      userid: provider?.userid ?? "",
      password: "",
    },
    validate: { managementprovider: (v: string) => (v.trim() ? null : "Management Provider is required.") },
  });
  return (
    <RecordFormModal
      form={form}
      noun="Management Provider"
      toastNoun="Provider"
      editing={provider !== null}
      save={(v) =>
        provider
          ? customersApi.updateProvider({ ...v, id: provider.id, version: provider.version })
          : customersApi.saveProvider(v)
      }
      invalidates={[customerKeys.providers, customerKeys.lists]}
      width={560}
      height={420}
      onClose={onClose}
    >
      <Stack gap="sm">
        <TextInput label="Management Provider" withAsterisk {...form.getInputProps("managementprovider")} />
        <TextInput label="Web Address" {...form.getInputProps("webaddress")} />
        <TextInput label="User Id" {...form.getInputProps("userid")} />
        <PasswordInput
          label="Password"
          description={
            provider?.haspassword
              ? "Leave blank to keep the stored password (stored encrypted)"
              : "Stored encrypted"
          }
          autoComplete="new-password"
          {...form.getInputProps("password")}
        />
      </Stack>
    </RecordFormModal>
  );
};

/** /admin/managementproviders (Admin): the list of management providers customers choose from. */
export const ManagementProvidersPage = () => {
  const user = useCurrentUser();
  const [editing, setEditing] = useState<ManagementProviderRow | "new" | null>(null);
  const remove = useApiMutation({
    mutationFn: (p: ManagementProviderRow) => customersApi.deleteProvider(p.id, p.version),
    invalidates: [customerKeys.providers, customerKeys.lists],
    success: "Provider removed",
    failure: "Failed to remove the provider",
  });
  const columns: GridColumn<ManagementProviderRow>[] = [
    { name: "managementprovider", caption: "Management Provider", width: 220 },
    { name: "webaddress", caption: "Web Address", width: 260 },
    { name: "userid", caption: "User Id", width: 150 },
    yesNoColumn<ManagementProviderRow>("haspassword", "Password Stored", 130),
    { name: "customercount", caption: "Customers", width: 100, type: "number" },
    actionsColumn<ManagementProviderRow>((p) => (
      <ActionsMenu
        label={`Actions for ${p.managementprovider}`}
        items={[
          { key: "edit", label: "Edit" },
          { key: "delete", label: "Delete", danger: true, disabled: p.customercount > 0 },
        ]}
        onSelect={async (item) => {
          if (item.key === "edit") setEditing(p);
          else if (await confirmDialog(`Delete ${p.managementprovider}?`)) remove.mutate(p);
        }}
      />
    )),
  ];
  const tab = useLocalGridTab<ManagementProviderRow>({
    queryKey: customerKeys.providers,
    queryFn: customersApi.providers,
    columns,
    pageSize: 20,
    searchText: (p) => `${p.managementprovider} ${p.webaddress ?? ""} ${p.userid ?? ""}`,
  });
  if (!isAdmin(user)) return <Unauthorized message="Unauthorized" />;
  return (
    <>
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h3">
          Management Providers
        </Title>
        <Button size="xs" leftSection={<IconPlus size={14} />} onClick={() => setEditing("new")}>
          Add Provider
        </Button>
      </Group>
      <DataGrid
        {...tab.grid}
        label="Management providers"
        getRowId={(p) => String(p.id)}
        onRowOpen={setEditing}
        emptyText="No providers"
      />
      {editing && (
        <ProviderModal provider={editing === "new" ? null : editing} onClose={() => setEditing(null)} />
      )}
    </>
  );
};
