import { Stack, Tabs } from "@mantine/core";
import { IconArrowsSort, IconUsers } from "@tabler/icons-react";
import { useSearchParams } from "react-router";
import { DispatchTab } from "./DispatchTab.tsx";
import { UsersTab } from "./UsersTab.tsx";

/** /admin (spec 3 §2.11): Users and Dispatch tabs; the route's check shows 'Unauthorized' to non-admins. */
export const AdminPage = () => {
  const [params, setParams] = useSearchParams();
  const tab = params.get("tab") === "dispatch" ? "dispatch" : "users";
  return (
    <Stack gap="sm">
      <Tabs
        value={tab}
        onChange={(v) => setParams(v === "dispatch" ? { tab: "dispatch" } : {}, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List>
          <Tabs.Tab value="users" leftSection={<IconUsers size={16} aria-hidden />}>
            Users
          </Tabs.Tab>
          <Tabs.Tab value="dispatch" leftSection={<IconArrowsSort size={16} aria-hidden />}>
            Dispatch
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="users" pt="sm">
          <UsersTab />
        </Tabs.Panel>
        <Tabs.Panel value="dispatch" pt="sm">
          <DispatchTab />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
};
