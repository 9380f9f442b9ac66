import { Stack, Tabs } from "@mantine/core";
import { IconArrowsSort, IconHistory, IconTags, IconUsers } from "@tabler/icons-react";
import { useSearchParams } from "react-router";
import { AuditTab } from "./AuditTab.tsx";
import { DispatchTab } from "./DispatchTab.tsx";
import { LabelsTab } from "./LabelsTab.tsx";
import { UsersTab } from "./UsersTab.tsx";

/** /admin (spec 3 §2.11): Users, Dispatch, Labels and Audit (issue 33) tabs; the route's check shows 'Unauthorized' to non-admins. */
export const AdminPage = () => {
  const [params, setParams] = useSearchParams();
  const requested = params.get("tab");
  const tab =
    requested === "dispatch" || requested === "labels" || requested === "audit" ? requested : "users";
  return (
    <Stack gap="sm">
      <Tabs
        value={tab}
        onChange={(v) => setParams(v && v !== "users" ? { tab: v } : {}, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List>
          <Tabs.Tab value="users" leftSection={<IconUsers size={16} aria-hidden />}>
            Users
          </Tabs.Tab>
          <Tabs.Tab value="dispatch" leftSection={<IconArrowsSort size={16} aria-hidden />}>
            Dispatch
          </Tabs.Tab>
          <Tabs.Tab value="labels" leftSection={<IconTags size={16} aria-hidden />}>
            Labels
          </Tabs.Tab>
          <Tabs.Tab value="audit" leftSection={<IconHistory size={16} aria-hidden />}>
            Audit
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="users" pt="sm">
          <UsersTab />
        </Tabs.Panel>
        <Tabs.Panel value="dispatch" pt="sm">
          <DispatchTab />
        </Tabs.Panel>
        <Tabs.Panel value="labels" pt="sm">
          <LabelsTab />
        </Tabs.Panel>
        <Tabs.Panel value="audit" pt="sm">
          <AuditTab />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
};
