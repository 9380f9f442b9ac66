import { formatUsd, fromCents, MARGIN_DEFAULT, MARGIN_MAX, MARGIN_MIN } from "@fm/domain";
import {
  Button,
  Group,
  NativeSelect,
  NumberInput,
  SimpleGrid,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { FormModal } from "../../../components/FormModal.tsx";
import { MoneyInput } from "../../../components/MoneyInput.tsx";
import { notifyFailure } from "../../../components/notify.ts";
import { RichTextField } from "../../../components/rich-text/RichTextField.tsx";
import { useApiMutation } from "../../../components/use-api-mutation.ts";
import { detailApi, detailKeys } from "../detail-api.ts";
import { vendorApi, vendorKeys } from "../vendor-lines/vendor-api.ts";
import { billingApi, type ProposalForm } from "./billing-api.ts";
import { marginError, previewProposedCents } from "./billing-rules.ts";
import { toDraft } from "./LinesEditor.tsx";
import type { ProposalPrefill } from "./proposal-from-line.ts";
import type { CustomerProposal } from "./types.ts";

const emptyHtml = (html: string) => html.replace(/<[^>]*>|&nbsp;|\s/g, "") === "";

interface ProposalValues {
  note: string;
  quotedamount: number | string;
  margin: number | string;
  externalproposalnumber: string;
  scopeofwork: string;
  workordervendorid: number | null;
}

/** Add / edit a customer proposal (spec 2 §2, §5): quoted amount and scope of work required, margin 10–100. */
export const ProposalModal = ({
  workorderid,
  proposal,
  prefill,
  onClose,
  onSaved,
}: {
  workorderid: number;
  proposal: CustomerProposal | null;
  /** A new proposal made from a vendor line (its Actions → Create Proposal). */
  prefill?: ProposalPrefill;
  onClose: () => void;
  onSaved: (p: CustomerProposal) => void;
}) => {
  const queryClient = useQueryClient();
  const form = useForm<ProposalValues>({
    initialValues: {
      note: proposal?.note ?? prefill?.note ?? "",
      quotedamount: proposal?.quotedamount ?? prefill?.quotedamount ?? "",
      margin: proposal?.margin ?? MARGIN_DEFAULT,
      externalproposalnumber: proposal?.externalproposalnumber ?? "",
      scopeofwork: proposal?.scopeofwork ?? prefill?.scopeofwork ?? "",
      workordervendorid: proposal?.workordervendorid ?? prefill?.workordervendorid ?? null,
    },
    validate: {
      quotedamount: (v) => (v === "" || v === null ? "Vendor Quoted Amount is required." : null),
      margin: (v) => marginError(v),
      scopeofwork: (v) => (emptyHtml(v) ? "Scope of Work is required." : null),
    },
  });
  const vendors = useQuery({
    queryKey: vendorKeys.lines(workorderid),
    queryFn: () => vendorApi.lines(workorderid),
  });
  const save = useApiMutation({
    mutationFn: (values: ProposalForm) =>
      proposal
        ? billingApi.updateProposal({ id: proposal.id, version: proposal.version, ...values })
        : billingApi.saveProposal(workorderid, values),
    success: "Proposal Saved",
    failure: false,
    onSuccess: onSaved,
  });

  const { values, errors } = form;
  const items = proposal?.details.map(toDraft) ?? [];
  const proposed = previewProposedCents(values.quotedamount, values.margin, items);

  const importDescription = async () => {
    try {
      const wo = await queryClient.fetchQuery({
        queryKey: detailKeys.detail(workorderid),
        queryFn: () => detailApi.get(workorderid),
      });
      form.setFieldValue("scopeofwork", wo.description ?? "");
    } catch (err) {
      notifyFailure(err);
    }
  };

  return (
    <FormModal
      form={form}
      title={proposal ? "Edit Proposal" : "Add Proposal"}
      width={800}
      height={500}
      onClose={onClose}
      onSubmit={(v) =>
        save.mutateAsync({
          note: v.note.trim() || null,
          quotedamount: Number(v.quotedamount),
          margin: Number(v.margin),
          externalproposalnumber: v.externalproposalnumber.trim() || null,
          scopeofwork: v.scopeofwork,
          workordervendorid: v.workordervendorid,
        })
      }
    >
      <SimpleGrid cols={2} spacing="sm" verticalSpacing="xs">
        <NativeSelect
          label="Vendor"
          value={values.workordervendorid === null ? "" : String(values.workordervendorid)}
          data={[
            { value: "", label: "(none)" },
            ...(vendors.data ?? []).map((v) => ({
              value: String(v.id),
              label: `${v.vendorname} (${formatUsd(v.quotedamount)})`,
            })),
          ]}
          onChange={(e) => {
            const id = e.currentTarget.value ? Number(e.currentTarget.value) : null;
            form.setFieldValue("workordervendorid", id);
            const line = vendors.data?.find((v) => v.id === id);
            if (line) form.setFieldValue("quotedamount", line.quotedamount);
          }}
          error={errors.workordervendorid}
        />
        <TextInput
          label="Customer Proposal #"
          maxLength={100}
          {...form.getInputProps("externalproposalnumber")}
        />
        <MoneyInput
          label="Vendor Quoted Amount"
          withAsterisk
          hideControls
          {...form.getInputProps("quotedamount")}
        />
        <NumberInput
          label="Margin"
          withAsterisk
          min={MARGIN_MIN}
          max={MARGIN_MAX}
          decimalScale={2}
          suffix="%"
          {...form.getInputProps("margin")}
        />
      </SimpleGrid>
      <Group gap="xs">
        <Text size="sm" fw={600}>
          Proposed Amount:
        </Text>
        <Text size="sm" data-testid="proposed-amount">
          {proposed === null ? "—" : formatUsd(fromCents(proposed))}
        </Text>
        {items.length > 0 && (
          <Text size="xs" c="dimmed">
            (the total of the proposal's items)
          </Text>
        )}
      </Group>
      <Textarea label="Notes" autosize minRows={2} maxRows={4} {...form.getInputProps("note")} />
      <Group justify="flex-end">
        <Button size="xs" variant="light" onClick={() => void importDescription()}>
          Import Description
        </Button>
      </Group>
      <RichTextField
        label="Scope of Work"
        value={values.scopeofwork}
        onChange={(html) => form.setFieldValue("scopeofwork", html)}
        minHeight={140}
      />
      {errors.scopeofwork && (
        <Text size="xs" c="red" role="alert">
          {errors.scopeofwork}
        </Text>
      )}
    </FormModal>
  );
};
