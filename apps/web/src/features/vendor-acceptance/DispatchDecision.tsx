import type { LineAcceptance } from "@fm/domain/contracts";
import { Alert, Button, Group, Text, TextInput } from "@mantine/core";
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

interface DecisionProps {
  workorderid: number;
  wonumber: string;
  acceptance: LineAcceptance;
  invalidates: QueryKey[];
}

/**
 * Accept (asks an ETA) and Decline (asks a reason), with their popups, while the dispatch awaits the vendor's
 * answer and the server says the caller may decide (`acceptance.canDecide`); nothing otherwise.
 */
export const DispatchDecisionButtons = ({
  workorderid,
  wonumber,
  acceptance,
  invalidates,
}: DecisionProps) => {
  const [open, setOpen] = useState<"accept" | "decline" | null>(null);
  if (!acceptance.canDecide) return null;
  return (
    <>
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
};

/**
 * The vendor's answer to a dispatch on the order's page: what it awaits or what was answered, with
 * DispatchDecisionButtons while the vendor may decide. (The phone's Today card draws the badge itself and loads
 * only the buttons.)
 */
export const DispatchDecisionBar = (props: DecisionProps) => {
  const { acceptance } = props;
  if (acceptance.status === "not_dispatched") return null;
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
        <DispatchDecisionButtons {...props} />
      </Group>
    </Alert>
  );
};
