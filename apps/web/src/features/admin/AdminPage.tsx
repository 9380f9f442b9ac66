import { Stack, Tabs } from "@mantine/core";
import { IconArrowsSort, IconKey, IconTags, IconUsers } from "@tabler/icons-react";
import { useSearchParams } from "react-router";
import { ApiTokensTab } from "./ApiTokensTab.tsx";
import { DispatchTab } from "./DispatchTab.tsx";
import { LabelsTab } from "./LabelsTab.tsx";
import { UsersTab } from "./UsersTab.tsx";

/** /admin (spec 3 §2.11): Users, Dispatch, Labels and API Tokens (issue 33) tabs; the route's check shows 'Unauthorized' to non-admins. */
export const AdminPage = () => {
  const [params, setParams] = useSearchParams();
  const requested = params.get("tab");
  const tab =
    requested === "dispatch" || requested === "labels" || requested === "apitokens" ? requested : "users";
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
          <Tabs.Tab value="apitokens" leftSection={<IconKey size={16} aria-hidden />}>
            API Tokens
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
        <Tabs.Panel value="apitokens" pt="sm">
          <ApiTokensTab />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
};
