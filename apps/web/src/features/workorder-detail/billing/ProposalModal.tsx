import { formatUsd, fromCents, MARGIN_DEFAULT, MARGIN_MAX, MARGIN_MIN } from "@fm/domain";
import {
  Button,
  Group,
  NativeSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ApiError } from "../../../api/api-error.ts";
import { errorText } from "../../../components/ErrorFallback.tsx";
import { notifyError, notifySuccess } from "../../../components/notify.ts";
import { SizedModal } from "../../../components/SizedModal.tsx";
import { detailApi, detailKeys } from "../detail-api.ts";
import { RichTextField } from "../form/RichTextField.tsx";
import { vendorApi, vendorKeys } from "../vendors/vendor-api.ts";
import { billingApi } from "./billing-api.ts";
import { marginError, previewProposedCents } from "./billing-rules.ts";
import { toDraft } from "./LinesEditor.tsx";
import type { CustomerProposal } from "./types.ts";

const emptyHtml = (html: string) => html.replace(/<[^>]*>|&nbsp;|\s/g, "") === "";

/** Add / edit a customer proposal (spec 2 §2, §5): quoted amount and scope of work required, margin 10–100. */
export const ProposalModal = ({
  workorderid,
  proposal,
  onClose,
  onSaved,
}: {
  workorderid: number;
  proposal: CustomerProposal | null;
  onClose: () => void;
  onSaved: (p: CustomerProposal) => void;
}) => {
  const queryClient = useQueryClient();
  const [note, setNote] = useState(proposal?.note ?? "");
  const [quoted, setQuoted] = useState<number | string>(proposal?.quotedamount ?? "");
  const [margin, setMargin] = useState<number | string>(proposal?.margin ?? MARGIN_DEFAULT);
  const [number, setNumber] = useState(proposal?.externalproposalnumber ?? "");
  const [scope, setScope] = useState(proposal?.scopeofwork ?? "");
  const [wovid, setWovid] = useState<number | null>(proposal?.workordervendorid ?? null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const vendors = useQuery({
    queryKey: vendorKeys.lines(workorderid),
    queryFn: () => vendorApi.lines(workorderid),
  });

  const items = proposal?.details.map(toDraft) ?? [];
  const proposed = previewProposedCents(quoted, margin, items);

  const importDescription = async () => {
    try {
      const wo = await queryClient.fetchQuery({
        queryKey: detailKeys.detail(workorderid),
        queryFn: () => detailApi.get(workorderid),
      });
      setScope(wo.description ?? "");
    } catch (err) {
      notifyError(errorText(err));
    }
  };

  const validate = () => {
    const e: Record<string, string> = {};
    if (quoted === "" || quoted === null) e.quotedamount = "Vendor Quoted Amount is required.";
    const m = marginError(margin);
    if (m) e.margin = m;
    if (emptyHtml(scope)) e.scopeofwork = "Scope of Work is required.";
    setErrors(e);
    return Object.keys(e).length === 0;
  };

  const save = async () => {
    if (!validate()) return;
    setSaving(true);
    const form = {
      note: note.trim() || null,
      quotedamount: Number(quoted),
      margin: Number(margin),
      externalproposalnumber: number.trim() || null,
      scopeofwork: scope,
      workordervendorid: wovid,
    };
    try {
      const saved = proposal
        ? await billingApi.updateProposal({ id: proposal.id, version: proposal.version, ...form })
        : await billingApi.saveProposal(workorderid, form);
      notifySuccess("Proposal Saved");
      onSaved(saved);
    } catch (err) {
      if (err instanceof ApiError && err.fields) setErrors(err.fields);
      notifyError(errorText(err));
    } finally {
      setSaving(false);
    }
  };

  return (
    <SizedModal
      title={proposal ? "Edit Proposal" : "Add Proposal"}
      width={800}
      height={500}
      onClose={onClose}
    >
      <Stack gap="sm">
        <SimpleGrid cols={2} spacing="sm" verticalSpacing="xs">
          <NativeSelect
            label="Vendor"
            value={wovid === null ? "" : String(wovid)}
            data={[
              { value: "", label: "(none)" },
              ...(vendors.data ?? []).map((v) => ({
                value: String(v.id),
                label: `${v.vendorname} (${formatUsd(v.quotedamount)})`,
              })),
            ]}
            onChange={(e) => {
              const id = e.currentTarget.value ? Number(e.currentTarget.value) : null;
              setWovid(id);
              const line = vendors.data?.find((v) => v.id === id);
              if (line) setQuoted(line.quotedamount);
            }}
          />
          <TextInput
            label="Customer Proposal #"
            value={number}
            maxLength={100}
            onChange={(e) => setNumber(e.currentTarget.value)}
          />
          <NumberInput
            label="Vendor Quoted Amount"
            withAsterisk
            min={0}
            decimalScale={2}
            fixedDecimalScale
            prefix="$"
            thousandSeparator=","
            hideControls
            value={quoted}
            onChange={setQuoted}
            error={errors.quotedamount}
          />
          <NumberInput
            label="Margin"
            withAsterisk
            min={MARGIN_MIN}
            max={MARGIN_MAX}
            decimalScale={2}
            suffix="%"
            value={margin}
            onChange={setMargin}
            error={errors.margin}
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
        <Textarea
          label="Notes"
          autosize
          minRows={2}
          maxRows={4}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button size="xs" variant="light" onClick={() => void importDescription()}>
            Import Description
          </Button>
        </Group>
        <RichTextField label="Scope of Work" value={scope} onChange={setScope} minHeight={140} />
        {errors.scopeofwork && (
          <Text size="xs" c="red" role="alert">
            {errors.scopeofwork}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button loading={saving} onClick={() => void save()}>
            Save
          </Button>
        </Group>
      </Stack>
    </SizedModal>
  );
};
