import type { AuditTrailRow } from "@fm/domain/contracts";
import { Button, Group, Select, TextInput } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { saveFile } from "../../api/download.ts";
import { api } from "../../api/instance.ts";
import { auditApi, auditKeys } from "../../components/audit/audit-api.ts";
import {
  AUDIT_COLUMNS,
  type AuditGridRow,
  auditSearchText,
  toAuditGridRows,
} from "../../components/audit/audit-columns.ts";
import { DataGrid } from "../../components/datagrid/index.ts";
import { errorText } from "../../components/ErrorFallback.tsx";
import { notifyError } from "../../components/notify.ts";
import { useLocalGridTab } from "../../components/use-local-grid-tab.ts";
import { adminApi, adminKeys } from "./admin-api.ts";

interface Filters {
  entity: string;
  entityid: string;
  userid: string | null;
  from: string;
  to: string;
}
const NO_FILTERS: Filters = { entity: "", entityid: "", userid: null, from: "", to: "" };

/** The search's query string: only the filters set; a "to" day includes that whole day. */
const queryOf = (f: Filters): Record<string, string> => {
  const q: Record<string, string> = { limit: "500" };
  if (f.entity.trim()) q.entity = f.entity.trim();
  if (f.entityid.trim()) q.entityid = f.entityid.trim();
  if (f.userid) q.userid = f.userid;
  if (f.from) q.from = new Date(`${f.from}T00:00:00`).toISOString();
  if (f.to) q.to = new Date(`${f.to}T23:59:59.999`).toISOString();
  return q;
};

/** /admin?tab=audit (issue 33): the audit trail by record, user and date range, newest 500 shown; export .xlsx. */
export const AuditTab = () => {
  const [draft, setDraft] = useState<Filters>(NO_FILTERS);
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [exporting, setExporting] = useState(false);
  const query = useMemo(() => queryOf(filters), [filters]);
  const users = useQuery({ queryKey: adminKeys.users, queryFn: adminApi.users, staleTime: 60_000 });
  const userOptions = (users.data ?? []).map((u) => ({
    value: String(u.user_id),
    label: `${u.given_name} ${u.family_name} (${u.email})`,
  }));
  const tab = useLocalGridTab<AuditGridRow, AuditTrailRow>({
    queryKey: auditKeys.search(query),
    queryFn: async () => (await auditApi.search(query)).rows,
    prepare: toAuditGridRows,
    columns: AUDIT_COLUMNS,
    pageSize: 50,
    initialSort: [{ column: "at", desc: true }],
    searchText: auditSearchText,
  });
  const exportXlsx = async () => {
    setExporting(true);
    try {
      const { limit: _limit, ...rest } = query;
      saveFile(await api.download("/api/audit/export", { query: rest, fallbackName: "AuditTrail.xlsx" }));
    } catch (err) {
      notifyError(errorText(err));
    } finally {
      setExporting(false);
    }
  };
  const set = (patch: Partial<Filters>) => setDraft((d) => ({ ...d, ...patch }));

  return (
    <>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          setFilters(draft);
        }}
      >
        <Group align="flex-end" gap="sm" mb="sm" wrap="wrap">
          <TextInput
            label="Record type"
            description="Table, e.g. workorders"
            value={draft.entity}
            onChange={(e) => set({ entity: e.currentTarget.value })}
            w={180}
          />
          <TextInput
            label="Record id"
            value={draft.entityid}
            onChange={(e) => set({ entityid: e.currentTarget.value })}
            w={110}
          />
          <Select
            label="User"
            data={userOptions}
            value={draft.userid}
            onChange={(v) => set({ userid: v })}
            searchable
            clearable
            w={280}
          />
          <TextInput
            label="From"
            type="date"
            value={draft.from}
            onChange={(e) => set({ from: e.currentTarget.value })}
          />
          <TextInput
            label="To"
            type="date"
            value={draft.to}
            onChange={(e) => set({ to: e.currentTarget.value })}
          />
          <Button type="submit">Search</Button>
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            loading={exporting}
            onClick={() => void exportXlsx()}
          >
            Export
          </Button>
        </Group>
      </form>
      <DataGrid
        {...tab.grid}
        label="Audit trail"
        getRowId={(r) => String(r.id)}
        emptyText="No changes match"
        height={560}
      />
    </>
  );
};
