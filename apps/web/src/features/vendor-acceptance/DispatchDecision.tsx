import type { LineAcceptance } from "@fm/domain/contracts";
import { Alert, Badge, Button, Group, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconCheck, IconX } from "@tabler/icons-react";
import type { QueryKey } from "@tanstack/react-query";
import dayjs from "dayjs";
import { useState } from "react";
import { formatDateTime } from "../../components/datagrid/format.ts";
import { FormModal } from "../../components/FormModal.tsx";
import { TextPromptModal } from "../../components/TextPromptModal.tsx";
import { useFormMutation } from "../../components/use-api-mutation.ts";
import { acceptanceApi } from "./acceptance-api.ts";

/**
 * A light badge naming the vendor's answer (staff Vendor tab line, Today cards); nothing before dispatch.
 * `compact` (a grid cell) keeps the ETA in the badge's title only.
 */
export const AcceptanceBadge = ({
  acceptance,
  compact = false,
}: {
  acceptance: LineAcceptance;
  compact?: boolean;
}) => {
  const size = compact ? "sm" : "md";
  if (acceptance.status === "awaiting")
    return (
      <Badge size={size} color="yellow" variant="light">
        Awaiting acceptance
      </Badge>
    );
  if (acceptance.status === "accepted")
    return (
      <Badge
        size={size}
        color="green"
        variant="light"
        title={acceptance.eta ? `ETA ${formatDateTime(acceptance.eta)}` : undefined}
      >
        Accepted{acceptance.eta && !compact ? ` · ETA ${formatDateTime(acceptance.eta)}` : ""}
      </Badge>
    );
  if (acceptance.status === "declined")
    return (
      <Badge size={size} color="red" variant="light" title={acceptance.declinereason ?? undefined}>
        Declined
      </Badge>
    );
  return null;
};

/** The order the vendor answers for, what its answer refreshes, and how the popup closes. */
interface DecisionModalProps {
  workorderid: number;
  wonumber: string;
  invalidates: QueryKey[];
  onClose: () => void;
}

export const AcceptModal = ({ workorderid, wonumber, invalidates, onClose }: DecisionModalProps) => {
  const form = useForm<{ eta: string }>({
    initialValues: { eta: "" },
    validate: { eta: (v) => (v ? null : "ETA is required.") },
  });
  const save = useFormMutation({
    mutationFn: (v: { eta: string }) => acceptanceApi.accept(workorderid, dayjs(v.eta).toISOString()),
    success: "Work order accepted",
    invalidates,
    onClose,
  });
  return (
    <FormModal
      form={form}
      title="Accept Work Order"
      width={450}
      height={300}
      onClose={onClose}
      onSubmit={save.mutateAsync}
      submitLabel="Accept"
    >
      <TextInput label="Work Order #" value={wonumber} readOnly />
      <TextInput type="datetime-local" label="ETA" required {...form.getInputProps("eta")} />
    </FormModal>
  );
};

export const DeclineModal = ({ workorderid, wonumber, invalidates, onClose }: DecisionModalProps) => {
  const save = useFormMutation({
    mutationFn: (reason: string) => acceptanceApi.decline(workorderid, reason),
    success: "Work order declined",
    invalidates,
    onClose,
  });
  return (
    <TextPromptModal
      title="Decline Work Order"
      width={450}
      height={340}
      wonumber={wonumber}
      name="reason"
      label="Reason"
      required
      minRows={3}
      maxLength={1000}
      submitLabel="Decline"
      onClose={onClose}
      onSubmit={save.mutateAsync}
    />
  );
};

/**
 * The vendor's answer to a dispatch: Accept (asks an ETA) and Decline (asks a reason) while the dispatch awaits
 * it and the server says the caller may decide (`acceptance.canDecide`); afterwards the answer as a badge.
 */
export const DispatchDecisionBar = ({
  workorderid,
  wonumber,
  acceptance,
  invalidates,
  compact = false,
}: {
  workorderid: number;
  wonumber: string;
  acceptance: LineAcceptance;
  invalidates: QueryKey[];
  compact?: boolean;
}) => {
  const [open, setOpen] = useState<"accept" | "decline" | null>(null);
  if (acceptance.status === "not_dispatched") return null;
  const buttons = acceptance.canDecide && (
    <Group gap="xs">
      <Button
        color="green"
        variant="light"
        leftSection={<IconCheck size={16} aria-hidden />}
        onClick={() => setOpen("accept")}
      >
        Accept
      </Button>
      <Button
        color="red"
        variant="light"
        leftSection={<IconX size={16} aria-hidden />}
        onClick={() => setOpen("decline")}
      >
        Decline
      </Button>
    </Group>
  );
  const modals = (
    <>
      {open === "accept" && (
        <AcceptModal
          workorderid={workorderid}
          wonumber={wonumber}
          invalidates={invalidates}
          onClose={() => setOpen(null)}
        />
      )}
      {open === "decline" && (
        <DeclineModal
          workorderid={workorderid}
          wonumber={wonumber}
          invalidates={invalidates}
          onClose={() => setOpen(null)}
        />
      )}
    </>
  );
  if (compact)
    return (
      <Group justify="space-between" gap="xs">
        <AcceptanceBadge acceptance={acceptance} />
        {buttons}
        {modals}
      </Group>
    );
  return (
    <Alert
      color={acceptance.status === "declined" ? "red" : acceptance.status === "accepted" ? "green" : "yellow"}
      variant="light"
      title={
        acceptance.status === "awaiting"
          ? "This work order is dispatched to you and awaits your answer."
          : acceptance.status === "accepted"
            ? "You accepted this work order."
            : "You declined this work order."
      }
    >
      <Group justify="space-between" gap="xs">
        <Text size="sm">
          {acceptance.status === "accepted" && acceptance.eta && `ETA ${formatDateTime(acceptance.eta)}`}
          {acceptance.status === "declined" && `Reason: ${acceptance.declinereason ?? ""}`}
          {acceptance.status === "awaiting" && "Accept with your ETA, or decline with a reason."}
        </Text>
        {buttons}
      </Group>
      {modals}
    </Alert>
  );
};
