import { formatUsd, fromCents } from "@fm/domain";
import { Button, Group, Modal, SimpleGrid, Stack, Tabs, Text } from "@mantine/core";
import { type ReactNode, useState } from "react";
import { formatDate } from "../../../components/datagrid/index.ts";
import { AmountsTable, type LineColumn, LineItemsTable } from "../../../components/line-items/index.ts";
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
import type { VendorLaborLine, VendorMaterialLine, VendorOtherLine, VendorProposal } from "./types.ts";

const money = (cents: number) => formatUsd(fromCents(cents));

const Field = ({ label, children }: { label: string; children: ReactNode }) => (
  <div>
    <Text size="xs" c="dimmed">
      {label}
    </Text>
    <Text size="sm">{children}</Text>
  </div>
);

/** A right-aligned column of the lines' tabs. */
const right = <R,>(caption: string, cell: (r: R) => ReactNode): LineColumn<R> => ({
  caption,
  align: "right",
  cell,
});

const LABOR: LineColumn<VendorLaborLine>[] = [
  { caption: "Skill Level", cell: (l) => SKILL_LEVELS[l.skilllevelid] ?? l.skilllevelid },
  { caption: "Type", cell: (l) => RATE_TYPES[l.typeid] ?? l.typeid },
  right("# of Techs", (l) => l.numberoftechs),
  right("Hourly Rate", (l) => formatUsd(l.hourlyrate)),
  right("Hours", (l) => l.numberofhours),
  right("Cost", (l) => money(laborCents(l))),
];

const MATERIALS: LineColumn<VendorMaterialLine>[] = [
  { caption: "Description", cell: (m) => m.description },
  { caption: "Part #", cell: (m) => m.partnumber ?? "" },
  { caption: "Unit", cell: (m) => m.uom ?? "" },
  right("Unit Price", (m) => formatUsd(m.unitprice)),
  right("Quantity", (m) => m.quantity),
  right("Cost", (m) => money(materialCents(m))),
];

const OTHER: LineColumn<VendorOtherLine>[] = [
  { caption: "Type", cell: (o) => OTHER_TYPES[o.typeid] ?? o.typeid },
  { caption: "Description", cell: (o) => o.description ?? "" },
  right("Quantity", (o) => o.quantity),
  right("Price", (o) => formatUsd(o.unitprice)),
  right("Cost", (o) => money(materialCents(o))),
];

/** One kind of line under its tab (the tab's value is the label in lower case), read-only. */
const LinesTab = <R extends { id: number }>({
  label,
  columns,
  rows,
}: {
  label: "Labor" | "Materials" | "Other";
  columns: LineColumn<R>[];
  rows: R[];
}) => (
  <Tabs.Panel value={label.toLowerCase()} pt="sm">
    <LineItemsTable
      label={label}
      columns={columns}
      rows={rows}
      rowKey={(r) => r.id}
      emptyText={`No ${label.toLowerCase()} lines`}
    />
  </Tabs.Panel>
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
              <AmountsTable
                label="Cost summary"
                width={360}
                framed
                rows={[
                  { label: "Labor", cents: costs.labor },
                  { label: "Materials", cents: costs.materials },
                  { label: "Other", cents: costs.other },
                  { label: "Total", cents: costs.total },
                ]}
              />
              <Field label="Description">{p.description ?? ""}</Field>
              <Field label="Note">{p.note ?? ""}</Field>
              {p.rejectionnote && <Field label="Rejection Note">{p.rejectionnote}</Field>}
            </Stack>
          </Tabs.Panel>
          <LinesTab label="Labor" columns={LABOR} rows={p.labor} />
          <LinesTab label="Materials" columns={MATERIALS} rows={p.materials} />
          <LinesTab label="Other" columns={OTHER} rows={p.other} />
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
