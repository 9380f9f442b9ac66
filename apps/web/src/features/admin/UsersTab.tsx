import { Button } from "@mantine/core";
import { IconUserPlus } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import { ActionsMenu } from "../../components/ActionsMenu.tsx";
import { DataGrid } from "../../components/datagrid/index.ts";
import { useApiMutation } from "../../components/use-api-mutation.ts";
import { useLocalGridTab } from "../../components/use-local-grid-tab.ts";
import { adminApi, adminKeys } from "./admin-api.ts";
import { UserEditorModal } from "./UserEditorModal.tsx";
import { toUserRows, type UserRow, userColumns, userSearchText } from "./user-columns.tsx";

type UserAction = "edit" | "details" | "resend";

/** Users tab (spec 3 §2.11): grid of page size 20 and the 1000x700 editor. */
export const UsersTab = () => {
  const navigate = useNavigate();
  const [editing, setEditing] = useState<UserRow | "new" | null>(null);
  const identity = useQuery({ queryKey: adminKeys.identity, queryFn: adminApi.identityMode });
  const externalIdp = identity.data?.externalIdp ?? false;
  const resend = useApiMutation({
    mutationFn: (id: number) => adminApi.resendInvitation(id),
    success: "Invitation Sent",
    invalidates: [adminKeys.users],
  });

  const items = (u: UserRow) => [
    { key: "edit" as const, label: "Edit" },
    { key: "details" as const, label: "Open user details" },
    ...(!externalIdp && u.invitation !== "none"
      ? [{ key: "resend" as const, label: "Resend Invitation" }]
      : []),
  ];
  const run = (u: UserRow, action: UserAction) => {
    if (action === "edit") return setEditing(u);
    if (action === "details") return navigate(`/admin/users/details?id=${u.user_id}`);
    resend.mutate(u.user_id);
  };

  const tab = useLocalGridTab({
    queryKey: adminKeys.users,
    queryFn: adminApi.users,
    prepare: toUserRows,
    columns: userColumns((u) => (
      <ActionsMenu label={`Actions for ${u.name}`} items={items(u)} onSelect={(i) => run(u, i.key)} />
    )),
    pageSize: 20,
    initialSort: [{ column: "name", desc: false }],
    searchText: userSearchText,
  });

  return (
    <>
      <DataGrid
        {...tab.grid}
        label="Users"
        getRowId={(u) => String(u.user_id)}
        onRowOpen={(u) => setEditing(u)}
        pageSizes={[10, 20, 50, 100]}
        emptyText="No users"
        toolbar={
          <Button
            size="xs"
            leftSection={<IconUserPlus size={14} aria-hidden />}
            onClick={() => setEditing("new")}
          >
            Add User
          </Button>
        }
      />
      {editing && (
        <UserEditorModal
          user={editing === "new" ? null : editing}
          externalIdp={externalIdp}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
};
