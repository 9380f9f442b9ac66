import type { NteRaiseOut } from "@fm/domain/contracts";
import { Alert, Badge, Button, Group, Stack, Text, Textarea } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { confirmDialog } from "../../components/confirm-dialog.tsx";
import { formatDateTime, formatMoney } from "../../components/datagrid/format.ts";
import { FormModal } from "../../components/FormModal.tsx";
import { MoneyInput } from "../../components/MoneyInput.tsx";
import { useApiMutation, useFormMutation } from "../../components/use-api-mutation.ts";
import { invoiceRuleKeys, invoiceRulesApi } from "./invoice-rules-api.ts";

const STATUS_COLOR = { pending: "yellow", approved: "green", declined: "gray" } as const;

const RaiseLine = ({ r, actions }: { r: NteRaiseOut; actions?: ReactNode }) => (
  <Group gap="xs" wrap="wrap" justify="space-between">
    <Group gap="xs" wrap="wrap">
      <Badge size="sm" variant="light" color={STATUS_COLOR[r.status]}>
        {r.status}
      </Badge>
      <Text size="sm">
        {r.vendorname}: {r.currentnte === null ? "no NTE" : formatMoney(r.currentnte)} →{" "}
        {formatMoney(r.requestednte)}
        {" · "}
        {r.reason}
      </Text>
      <Text size="xs" c="dimmed">
        {formatDateTime(r.createddate)}
        {r.decisionnote ? ` · ${r.decisionnote}` : ""}
      </Text>
    </Group>
    {actions}
  </Group>
);

/**
 * Staff side (Vendor tab): the order's NTE raises; a pending one offers Approve / Decline to a user whose
 * `decideNteRaise` ability allows it (issue 32 §5). Nothing is shown while the order has none.
 */
export const NteRaisesPanel = ({
  workorderid,
  canDecide,
  onDecided,
}: {
  workorderid: number;
  canDecide: boolean;
  onDecided: () => void;
}) => {
  const raises = useQuery({
    queryKey: invoiceRuleKeys.staffRaises(workorderid),
    queryFn: () => invoiceRulesApi.staffRaises(workorderid),
  });
  const decide = useApiMutation({
    mutationFn: (v: { r: NteRaiseOut; decision: "approve" | "decline" }) =>
      invoiceRulesApi.decide(v.r.id, v.decision, { version: v.r.version }),
    success: (_d, v) => (v.decision === "approve" ? "NTE raise approved" : "NTE raise declined"),
    failure: "NTE raise not decided",
    invalidates: [invoiceRuleKeys.staffRaises(workorderid)],
    onSuccess: onDecided,
  });
  const list = raises.data?.raises ?? [];
  if (!list.length) return null;
  const ask = async (r: NteRaiseOut, decision: "approve" | "decline") => {
    const verb = decision === "approve" ? "Approve" : "Decline";
    if (
      await confirmDialog(
        `${verb} ${r.vendorname}'s NTE raise to ${formatMoney(r.requestednte)}?`,
        `${verb} NTE raise`,
      )
    )
      decide.mutate({ r, decision });
  };
  return (
    <Alert color="yellow" variant="light" title="NTE raises">
      <Stack gap={6}>
        {list.map((r) => (
          <RaiseLine
            key={r.id}
            r={r}
            actions={
              r.status === "pending" && canDecide ? (
                <Group gap={4}>
                  <Button size="compact-xs" onClick={() => void ask(r, "approve")} loading={decide.isPending}>
                    Approve
                  </Button>
                  <Button size="compact-xs" variant="default" onClick={() => void ask(r, "decline")}>
                    Decline
                  </Button>
                </Group>
              ) : null
            }
          />
        ))}
      </Stack>
    </Alert>
  );
};

interface RaiseValues {
  requestednte: number | string;
  reason: string;
}

/** Vendor side (the portal's work-order detail): Request NTE Raise and the vendor's own requests. */
export const VendorNteRaisePanel = ({ workorderid, locked }: { workorderid: number; locked: boolean }) => {
  const [open, setOpen] = useState(false);
  const raises = useQuery({
    queryKey: invoiceRuleKeys.vendorRaises(workorderid),
    queryFn: () => invoiceRulesApi.vendorRaises(workorderid),
  });
  const nte = raises.data?.nte ?? null;
  const form = useForm<RaiseValues>({
    initialValues: { requestednte: "", reason: "" },
    validate: {
      requestednte: (v) =>
        v === ""
          ? "Requested NTE is required."
          : nte !== null && Number(v) <= nte
            ? "Must be more than the current NTE."
            : null,
      reason: (v) => (v.trim() ? null : "Reason is required."),
    },
  });
  const save = useFormMutation({
    mutationFn: (v: RaiseValues) =>
      invoiceRulesApi.requestRaise({
        workorderid,
        requestednte: Number(v.requestednte),
        reason: v.reason.trim(),
      }),
    success: "NTE raise requested",
    invalidates: [invoiceRuleKeys.vendorRaises(workorderid)],
    onClose: () => setOpen(false),
  });
  const list = raises.data?.raises ?? [];
  const pending = list.some((r) => r.status === "pending");
  return (
    <Stack gap={6}>
      <Group gap="xs">
        <Button size="xs" variant="default" disabled={pending || locked} onClick={() => setOpen(true)}>
          Request NTE Raise
        </Button>
        <Text size="sm" c="dimmed">
          NTE {nte === null ? "not set" : formatMoney(nte)}
          {pending ? " · a request is waiting for the dispatcher" : ""}
        </Text>
      </Group>
      {list.map((r) => (
        <RaiseLine key={r.id} r={r} />
      ))}
      {open && (
        <FormModal
          form={form}
          title="Request NTE Raise"
          width={480}
          height={380}
          onClose={() => setOpen(false)}
          onSubmit={save.mutateAsync}
        >
          <Stack gap="sm">
            <MoneyInput label="Requested NTE" withAsterisk {...form.getInputProps("requestednte")} />
            <Textarea label="Reason" withAsterisk autosize minRows={3} {...form.getInputProps("reason")} />
          </Stack>
        </FormModal>
      )}
    </Stack>
  );
};
