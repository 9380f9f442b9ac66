import { Stack } from "@mantine/core";
import {
  IconArrowsSort,
  IconClockHour4,
  IconHistory,
  IconKey,
  IconTags,
  IconUsers,
} from "@tabler/icons-react";
import { useSearchParams } from "react-router";
import { PageTabs } from "../../components/PageTabs.tsx";
import { SlaPoliciesTab } from "../sla/index.ts";
import { ApiTokensTab } from "./ApiTokensTab.tsx";
import { AuditTab } from "./AuditTab.tsx";
import { DispatchTab } from "./DispatchTab.tsx";
import { LabelsTab } from "./LabelsTab.tsx";
import { UsersTab } from "./UsersTab.tsx";

/** The tabs of /admin: value, caption, icon, panel. */
const ADMIN_TABS = [
  ["users", "Users", IconUsers, UsersTab],
  ["dispatch", "Dispatch", IconArrowsSort, DispatchTab],
  ["labels", "Labels", IconTags, LabelsTab],
  ["sla", "SLA", IconClockHour4, SlaPoliciesTab],
  ["apitokens", "API Tokens", IconKey, ApiTokensTab],
  ["audit", "Audit", IconHistory, AuditTab],
] as const;

/** /admin (spec 3 §2.11): Users, Dispatch, Labels, SLA (issue 32), API Tokens and Audit (issue 33) tabs; the route's check shows 'Unauthorized' to non-admins. */
export const AdminPage = () => {
  const [params, setParams] = useSearchParams();
  const requested = params.get("tab");
  const tab = ADMIN_TABS.find(([t]) => t === requested)?.[0] ?? "users";
  return (
    <Stack gap="sm">
      <PageTabs
        value={tab}
        onChange={(v) => setParams(v && v !== "users" ? { tab: v } : {}, { replace: true })}
        tabs={ADMIN_TABS.map(([value, label, Icon, Panel]) => ({
          value,
          label,
          icon: <Icon size={16} aria-hidden />,
          panel: <Panel />,
        }))}
      />
    </Stack>
  );
};
