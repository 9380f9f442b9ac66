import type { InvoiceRuleOut } from "@fm/domain/contracts";
import { Alert, Button, Group, NumberInput, Paper, Stack, Switch, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { LoadPanel } from "../../components/LoadPanel.tsx";
import { useApiMutation } from "../../components/use-api-mutation.ts";
import { invoiceRuleKeys, invoiceRulesApi } from "./invoice-rules-api.ts";

const RuleRow = ({ rule }: { rule: InvoiceRuleOut }) => {
  const [enabled, setEnabled] = useState(rule.enabled);
  const [tolerance, setTolerance] = useState<number | string>(rule.tolerance);
  const save = useApiMutation({
    mutationFn: invoiceRulesApi.saveRule,
    success: "Invoice rule saved",
    failure: "Invoice rule not saved",
    invalidates: [invoiceRuleKeys.rules],
  });
  const changed = enabled !== rule.enabled || Number(tolerance) !== rule.tolerance;
  return (
    <Paper withBorder p="sm">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Switch
          label={rule.label}
          checked={enabled}
          onChange={(e) => setEnabled(e.currentTarget.checked)}
          maw={420}
        />
        <Group gap="xs" align="flex-end">
          <NumberInput
            label="Tolerance"
            description={rule.tolerancelabel}
            value={tolerance}
            onChange={setTolerance}
            min={0}
            decimalScale={2}
            w={200}
          />
          <Button
            disabled={!changed}
            loading={save.isPending}
            onClick={() =>
              save.mutate({
                key: rule.key,
                enabled,
                tolerance: Number(tolerance) || 0,
                version: rule.version,
              })
            }
          >
            Save
          </Button>
        </Group>
      </Group>
    </Paper>
  );
};

/**
 * The invoice rules (issue 32 §5): a vendor's portal invoice is approved automatically when every rule turned on
 * here holds; otherwise it waits on the Vendor tab with the failed rules listed.
 */
export const InvoiceRulesPanel = () => {
  const query = useQuery({ queryKey: invoiceRuleKeys.rules, queryFn: invoiceRulesApi.rules });
  if (query.isPending) return <LoadPanel />;
  if (query.error)
    return (
      <Alert color="red" title="The invoice rules could not be loaded">
        {query.error.message}
      </Alert>
    );
  return (
    <Stack gap="xs">
      <Text size="sm">
        A vendor invoice submitted in the portal is approved automatically when every rule turned on holds.
        With no rule on, every invoice waits for a person.
      </Text>
      {query.data.rules.map((r) => (
        <RuleRow key={`${r.key}-${r.version}`} rule={r} />
      ))}
    </Stack>
  );
};
