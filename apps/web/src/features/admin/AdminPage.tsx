import { Stack, Tabs } from "@mantine/core";
import {
  IconArrowsSort,
  IconClockHour4,
  IconHistory,
  IconKey,
  IconTags,
  IconUsers,
} from "@tabler/icons-react";
import { useSearchParams } from "react-router";
import { SlaPoliciesTab } from "../sla/index.ts";
import { ApiTokensTab } from "./ApiTokensTab.tsx";
import { AuditTab } from "./AuditTab.tsx";
import { DispatchTab } from "./DispatchTab.tsx";
import { LabelsTab } from "./LabelsTab.tsx";
import { UsersTab } from "./UsersTab.tsx";

const ADMIN_TABS = ["users", "dispatch", "labels", "sla", "apitokens", "audit"] as const;

/** /admin (spec 3 §2.11): Users, Dispatch, Labels, SLA (issue 32), API Tokens and Audit (issue 33) tabs; the route's check shows 'Unauthorized' to non-admins. */
export const AdminPage = () => {
  const [params, setParams] = useSearchParams();
  const requested = params.get("tab");
  const tab = ADMIN_TABS.find((t) => t === requested) ?? "users";
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
          <Tabs.Tab value="sla" leftSection={<IconClockHour4 size={16} aria-hidden />}>
            SLA
          </Tabs.Tab>
          <Tabs.Tab value="apitokens" leftSection={<IconKey size={16} aria-hidden />}>
            API Tokens
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
        <Tabs.Panel value="sla" pt="sm">
          <SlaPoliciesTab />
        </Tabs.Panel>
        <Tabs.Panel value="apitokens" pt="sm">
          <ApiTokensTab />
        </Tabs.Panel>
        <Tabs.Panel value="audit" pt="sm">
          <AuditTab />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
};
