import { MARGIN_DEFAULT } from "@fm/domain";
import { ActionIcon, Alert, Button, Group, NativeSelect, NumberInput, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconPencil, IconPlus, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { confirmDialog } from "../../../components/confirm-dialog.tsx";
import { FormModal } from "../../../components/FormModal.tsx";
import { StoredLinesTable } from "../../../components/line-items/index.ts";
import { MoneyInput } from "../../../components/MoneyInput.tsx";
import { useApiMutation } from "../../../components/use-api-mutation.ts";
import { billingApi } from "./billing-api.ts";
import { itemTypeOptions } from "./billing-rules.ts";
import { toDraft } from "./LinesEditor.tsx";
import type { CustomerProposal, LineDraft } from "./types.ts";

/** A proposal's detail lines (the expanded row): add, edit and remove unless approved or rejected (spec 2 §4). */
export const ProposalItems = ({
  proposal,
  onSaved,
}: {
  proposal: CustomerProposal;
  onSaved: (p: CustomerProposal) => void;
}) => {
  const locked = proposal.abilities.edit !== "enabled";
  const [editing, setEditing] = useState<LineDraft | null>(null);

  // The popup shows a failed save itself.
  const saveItem = useApiMutation({
    mutationFn: (item: LineDraft) => {
      const items = proposal.details.map(toDraft);
      const next = item.id ? items.map((i) => (i.id === item.id ? item : i)) : [...items, item];
      return billingApi.updateProposal({
        id: proposal.id,
        version: proposal.version,
        note: proposal.note,
        quotedamount: proposal.quotedamount,
        margin: proposal.margin ?? MARGIN_DEFAULT,
        externalproposalnumber: proposal.externalproposalnumber,
        scopeofwork: proposal.scopeofwork,
        workordervendorid: proposal.workordervendorid,
        items: next,
      });
    },
    failure: false,
    onSuccess: (saved) => {
      onSaved(saved);
      setEditing(null);
    },
  });
  const removeItem = useApiMutation({
    mutationFn: (id: number) => billingApi.removeProposalItem(id),
    onSuccess: onSaved,
  });

  const remove = async (id: number, description: string) => {
    if (await confirmDialog(`Remove item '${description}'?`)) removeItem.mutate(id);
  };

  return (
    <Stack gap={6} p="xs">
      {proposal.rejectedbycustomer && proposal.customerrejectionnote && (
        <Alert color="red" variant="light" title="Rejected by the customer">
          {proposal.customerrejectionnote}
        </Alert>
      )}
      <StoredLinesTable
        lines={proposal.details}
        label={`Items of proposal ${proposal.id}`}
        detailed
        actions={
          locked
            ? undefined
            : (d) => (
                <>
                  <ActionIcon
                    variant="subtle"
                    aria-label={`Edit item ${d.description}`}
                    onClick={() => setEditing(toDraft(d))}
                  >
                    <IconPencil size={15} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Remove item ${d.description}`}
                    onClick={() => void remove(d.id, d.description)}
                  >
                    <IconTrash size={15} />
                  </ActionIcon>
                </>
              )
        }
      />
      {!locked && (
        <Group>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPlus size={14} />}
            onClick={() => setEditing({ itemtypeid: 1, description: "", quantity: 1, rate: 0, taxrate: 0 })}
          >
            Add Item
          </Button>
        </Group>
      )}
      {editing && <ItemModal item={editing} onClose={() => setEditing(null)} onSave={saveItem.mutateAsync} />}
    </Stack>
  );
};

const amount = (v: string | number) => (v === "" ? 0 : Number(v));

const ItemModal = ({
  item,
  onClose,
  onSave,
}: {
  item: LineDraft;
  onClose: () => void;
  onSave: (item: LineDraft) => Promise<unknown>;
}) => {
  const form = useForm<LineDraft>({ initialValues: item });
  const number = (field: "quantity" | "rate" | "taxrate") => ({
    ...form.getInputProps(field),
    onChange: (v: string | number) => form.setFieldValue(field, amount(v)),
  });
  return (
    <FormModal
      form={form}
      title={item.id ? "Edit Item" : "Add Item"}
      width={800}
      height={500}
      onClose={onClose}
      onSubmit={onSave}
    >
      <NativeSelect
        label="Type"
        data={itemTypeOptions(6)}
        value={String(form.values.itemtypeid)}
        onChange={(e) => form.setFieldValue("itemtypeid", Number(e.currentTarget.value))}
        error={form.errors.itemtypeid}
      />
      <TextInput label="Description" {...form.getInputProps("description")} />
      <Group grow>
        <NumberInput label="Quantity" min={0} decimalScale={3} {...number("quantity")} />
        <MoneyInput label="Rate" {...number("rate")} />
        <NumberInput label="Tax Rate %" min={0} max={100} decimalScale={3} {...number("taxrate")} />
      </Group>
    </FormModal>
  );
};
