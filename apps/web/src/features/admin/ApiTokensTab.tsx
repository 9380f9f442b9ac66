import type { ApiTokenRow, CreatedApiToken } from "@fm/domain/contracts";
import { Alert, Button, Code, CopyButton, Group, Stack, Text } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { ActionsMenu } from "../../components/ActionsMenu.tsx";
import { confirmDialog } from "../../components/confirm-dialog.tsx";
import { actionsColumn, DataGrid, type GridColumn } from "../../components/datagrid/index.ts";
import { SizedModal } from "../../components/SizedModal.tsx";
import { useApiMutation } from "../../components/use-api-mutation.ts";
import { useLocalGridTab } from "../../components/use-local-grid-tab.ts";
import { ApiTokenModal } from "./ApiTokenModal.tsx";
import { apiTokenApi, apiTokenKeys } from "./api-tokens-api.ts";

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : "");

const columns = (actions: (t: ApiTokenRow) => React.ReactNode): GridColumn<ApiTokenRow>[] => [
  { name: "name", caption: "Name", width: 200 },
  { name: "prefix", caption: "Token", width: 130 },
  { name: "username", caption: "User", width: 180 },
  { name: "scopes", caption: "Scopes", width: 260, cell: (t) => t.scopes.join(", ") },
  { name: "state", caption: "State", width: 90 },
  { name: "expiresat", caption: "Expires", width: 170, cell: (t) => when(t.expiresat) },
  { name: "lastusedat", caption: "Last Used", width: 170, cell: (t) => when(t.lastusedat) },
  { name: "lastusedip", caption: "Last Address", width: 140 },
  actionsColumn(actions),
];

/** The secret of a new token, shown once with a copy button (only its hash is kept). */
const RevealToken = ({ created, onClose }: { created: CreatedApiToken; onClose: () => void }) => (
  <SizedModal title="API Token Created" width={560} height={300} onClose={onClose}>
    <Stack gap="sm">
      <Alert color="yellow" variant="light" title="Copy the token now">
        It is shown only this once. Store it where your integration keeps its secrets.
      </Alert>
      <Code block aria-label={`API token ${created.row.name}`}>
        {created.token}
      </Code>
      <Group justify="space-between">
        <CopyButton value={created.token}>
          {({ copied, copy }) => <Button onClick={copy}>{copied ? "Copied" : "Copy Token"}</Button>}
        </CopyButton>
        <Button variant="default" onClick={onClose}>
          Done
        </Button>
      </Group>
    </Stack>
  </SizedModal>
);

/** /admin?tab=apitokens (issue 33): every API token; New Token, copy-once reveal, Revoke. */
export const ApiTokensTab = () => {
  const [adding, setAdding] = useState(false);
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  const revoke = useApiMutation({
    mutationFn: (t: ApiTokenRow) => apiTokenApi.revoke(t.id),
    success: "API Token Revoked",
    invalidates: [apiTokenKeys.all],
  });
  const tab = useLocalGridTab({
    queryKey: apiTokenKeys.all,
    queryFn: apiTokenApi.list,
    columns: columns((t) => (
      <ActionsMenu
        label={`Actions for ${t.name}`}
        items={[{ key: "revoke" as const, label: "Revoke", danger: true, disabled: t.state === "revoked" }]}
        onSelect={() =>
          void confirmDialog(
            `Revoke the API token ${t.name}? Calls with it stop at once.`,
            "Revoke Token",
            "Revoke",
          ).then((yes) => yes && revoke.mutate(t))
        }
      />
    )),
    pageSize: 20,
    searchText: (t) => [t.name, t.prefix, t.username, t.scopes.join(" "), t.state].join(" "),
  });
  return (
    <>
      <Text size="sm" c="dimmed">
        Integrations call the API with <Code>Authorization: Bearer fmd_…</Code>; a token acts as its user
        narrowed to its scopes.
      </Text>
      <DataGrid
        {...tab.grid}
        label="API tokens"
        getRowId={(t) => String(t.id)}
        rowLabel={(t) => t.name}
        pageSizes={[10, 20, 50, 100]}
        emptyText="No API tokens yet"
        toolbar={
          <Button size="xs" leftSection={<IconPlus size={14} aria-hidden />} onClick={() => setAdding(true)}>
            New Token
          </Button>
        }
      />
      {adding && <ApiTokenModal onClose={() => setAdding(false)} onCreated={setCreated} />}
      {created && <RevealToken created={created} onClose={() => setCreated(null)} />}
    </>
  );
};
