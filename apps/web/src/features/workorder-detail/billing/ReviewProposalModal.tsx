import { formatUsd, fromCents } from "@fm/domain";
import { Button, Group, Modal, SimpleGrid, Stack, Table, Tabs, Text } from "@mantine/core";
import { useState } from "react";
import { formatDate } from "../../../components/datagrid/index.ts";
import { useReturnFocus } from "../../../components/use-return-focus.ts";
import {
  laborCents,
  materialCents,
  OTHER_TYPES,
  RATE_TYPES,
  type RowAction,
  SKILL_LEVELS,
  type VendorProposalActionKey,
  vendorProposalCosts,
} from "./billing-rules.ts";
import type { VendorProposal } from "./types.ts";

const money = (cents: number) => formatUsd(fromCents(cents));

const Field = ({ label, children }: { label: string; children: React.ReactNode }) => (
  <div>
    <Text size="xs" c="dimmed">
      {label}
    </Text>
    <Text size="sm">{children}</Text>
  </div>
);

/** Full-screen Review Proposal popup (spec 2 §2) with Summary, Labor, Materials, Other; costs per §9. */
export const ReviewProposalModal = ({
  proposal: p,
  actions,
  onAction,
  onClose,
}: {
  proposal: VendorProposal;
  actions: RowAction<VendorProposalActionKey>[];
  onAction: (key: VendorProposalActionKey) => void;
  onClose: () => void;
}) => {
  useReturnFocus();
  const [tab, setTab] = useState<string | null>("summary");
  const costs = vendorProposalCosts(p);
  return (
    <Modal
      opened
      onClose={onClose}
      fullScreen
      title="Review Proposal"
      styles={{ title: { fontWeight: 650 } }}
    >
      <Stack gap="sm">
        <Tabs value={tab} onChange={setTab} variant="outline">
          <Tabs.List>
            <Tabs.Tab value="summary">Summary</Tabs.Tab>
            <Tabs.Tab value="labor">Labor</Tabs.Tab>
            <Tabs.Tab value="materials">Materials</Tabs.Tab>
            <Tabs.Tab value="other">Other</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="summary" pt="sm">
            <Stack gap="sm">
              <SimpleGrid cols={{ base: 2, md: 4 }}>
                <Field label="Proposal #">{p.proposalnumber}</Field>
                <Field label="Proposal Date">{formatDate(p.proposaldate)}</Field>
                <Field label="Status">{p.proposalstatus}</Field>
                <Field label="Vendor Name">{p.vendorname}</Field>
                <Field label="Work Order #">{p.wonumber}</Field>
                <Field label="Proposal Amount">{formatUsd(p.proposalamount)}</Field>
              </SimpleGrid>
              <Table withTableBorder w={360} aria-label="Cost summary">
                <Table.Tbody>
                  <Table.Tr>
                    <Table.Td>Labor</Table.Td>
                    <Table.Td ta="right">{money(costs.labor)}</Table.Td>
                  </Table.Tr>
                  <Table.Tr>
                    <Table.Td>Materials</Table.Td>
                    <Table.Td ta="right">{money(costs.materials)}</Table.Td>
                  </Table.Tr>
                  <Table.Tr>
                    <Table.Td>Other</Table.Td>
                    <Table.Td ta="right">{money(costs.other)}</Table.Td>
                  </Table.Tr>
                  <Table.Tr fw={700}>
                    <Table.Td>Total</Table.Td>
                    <Table.Td ta="right">{money(costs.total)}</Table.Td>
                  </Table.Tr>
                </Table.Tbody>
              </Table>
              <Field label="Description">{p.description ?? ""}</Field>
              <Field label="Note">{p.note ?? ""}</Field>
              {p.rejectionnote && <Field label="Rejection Note">{p.rejectionnote}</Field>}
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="labor" pt="sm">
            <Table withTableBorder striped aria-label="Labor">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Skill Level</Table.Th>
                  <Table.Th>Type</Table.Th>
                  <Table.Th ta="right"># of Techs</Table.Th>
                  <Table.Th ta="right">Hourly Rate</Table.Th>
                  <Table.Th ta="right">Hours</Table.Th>
                  <Table.Th ta="right">Cost</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {p.labor.map((l) => (
                  <Table.Tr key={l.id}>
                    <Table.Td>{SKILL_LEVELS[l.skilllevelid] ?? l.skilllevelid}</Table.Td>
                    <Table.Td>{RATE_TYPES[l.typeid] ?? l.typeid}</Table.Td>
                    <Table.Td ta="right">{l.numberoftechs}</Table.Td>
                    <Table.Td ta="right">{formatUsd(l.hourlyrate)}</Table.Td>
                    <Table.Td ta="right">{l.numberofhours}</Table.Td>
                    <Table.Td ta="right">{money(laborCents(l))}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Tabs.Panel>
          <Tabs.Panel value="materials" pt="sm">
            <Table withTableBorder striped aria-label="Materials">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Description</Table.Th>
                  <Table.Th>Part #</Table.Th>
                  <Table.Th>Unit</Table.Th>
                  <Table.Th ta="right">Unit Price</Table.Th>
                  <Table.Th ta="right">Quantity</Table.Th>
                  <Table.Th ta="right">Cost</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {p.materials.map((m) => (
                  <Table.Tr key={m.id}>
                    <Table.Td>{m.description}</Table.Td>
                    <Table.Td>{m.partnumber ?? ""}</Table.Td>
                    <Table.Td>{m.uom ?? ""}</Table.Td>
                    <Table.Td ta="right">{formatUsd(m.unitprice)}</Table.Td>
                    <Table.Td ta="right">{m.quantity}</Table.Td>
                    <Table.Td ta="right">{money(materialCents(m))}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Tabs.Panel>
          <Tabs.Panel value="other" pt="sm">
            <Table withTableBorder striped aria-label="Other">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Type</Table.Th>
                  <Table.Th>Description</Table.Th>
                  <Table.Th ta="right">Quantity</Table.Th>
                  <Table.Th ta="right">Price</Table.Th>
                  <Table.Th ta="right">Cost</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {p.other.map((o) => (
                  <Table.Tr key={o.id}>
                    <Table.Td>{OTHER_TYPES[o.typeid] ?? o.typeid}</Table.Td>
                    <Table.Td>{o.description ?? ""}</Table.Td>
                    <Table.Td ta="right">{o.quantity}</Table.Td>
                    <Table.Td ta="right">{formatUsd(o.unitprice)}</Table.Td>
                    <Table.Td ta="right">{money(materialCents(o))}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Tabs.Panel>
        </Tabs>
        <Group justify="flex-end">
          {actions
            .filter((a) => a.key !== "review")
            .map((a) => (
              <Button
                key={a.key}
                disabled={a.disabled}
                color={a.key === "reject" ? "red" : undefined}
                variant={a.key === "convert" ? "light" : "filled"}
                onClick={() => onAction(a.key)}
              >
                {a.label}
              </Button>
            ))}
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
};
