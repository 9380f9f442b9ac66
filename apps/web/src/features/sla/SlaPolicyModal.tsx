import { DEFAULT_WEEK, WEEKDAY_NAMES } from "@fm/domain";
import type { SaveSlaPolicyBody, SlaPolicies, SlaPolicy } from "@fm/domain/contracts";
import { CustomerRows } from "@fm/domain/contracts";
import { Checkbox, Group, NumberInput, Select, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../api/instance.ts";
import { FormModal } from "../../components/FormModal.tsx";
import { useFormMutation } from "../../components/use-api-mutation.ts";
import { slaApi, slaKeys } from "./sla-api.ts";
import { formatClockTime, parseClockTime } from "./sla-format.ts";

interface DayForm {
  open: boolean;
  from: string;
  to: string;
}

interface PolicyForm {
  customerid: string | null;
  priorityid: string | null;
  respondminutes: number | string;
  onsiteminutes: number | string;
  completeminutes: number | string;
  twentyfourseven: boolean;
  days: DayForm[];
}

const target = (v: number | string) => (v === "" ? null : Number(v));
const targetRule = (label: string) => (v: number | string) =>
  v === "" || (Number.isInteger(Number(v)) && Number(v) >= 1)
    ? null
    : `${label} must be a whole number of minutes.`;

const formOf = (p: SlaPolicy | null): PolicyForm => {
  const week = p?.weekhours ?? DEFAULT_WEEK;
  return {
    customerid: p?.customerid ? String(p.customerid) : null,
    priorityid: p ? String(p.priorityid) : null,
    respondminutes: p?.respondminutes ?? "",
    onsiteminutes: p?.onsiteminutes ?? "",
    completeminutes: p?.completeminutes ?? "",
    twentyfourseven: p?.twentyfourseven ?? false,
    days: WEEKDAY_NAMES.map((_, i) => {
      const d = week[i] ?? null;
      return {
        open: d !== null,
        from: formatClockTime(d?.open ?? 480),
        to: formatClockTime(d?.close ?? 1020),
      };
    }),
  };
};

const bodyOf = (v: PolicyForm, p: SlaPolicy | null): SaveSlaPolicyBody => ({
  ...(p ? { id: p.id, version: p.version } : {}),
  customerid: v.customerid ? Number(v.customerid) : null,
  priorityid: Number(v.priorityid),
  respondminutes: target(v.respondminutes),
  onsiteminutes: target(v.onsiteminutes),
  completeminutes: target(v.completeminutes),
  twentyfourseven: v.twentyfourseven,
  weekhours: v.days.map((d) => {
    const open = parseClockTime(d.from);
    const close = parseClockTime(d.to);
    return d.open && open !== null && close !== null ? { open, close } : null;
  }),
});

/** Add / Edit SLA Policy: customer (empty = company default) × priority, targets in minutes, hours. */
export const SlaPolicyModal = ({
  policy,
  lists,
  onClose,
}: {
  policy: SlaPolicy | null;
  lists: SlaPolicies;
  onClose: () => void;
}) => {
  const customers = useQuery({
    queryKey: ["sla", "customers"],
    queryFn: () => api.get("/api/customer/getcustomers", { response: CustomerRows }),
  });
  const form = useForm<PolicyForm>({
    mode: "controlled",
    initialValues: formOf(policy),
    validate: {
      priorityid: (v) => (v ? null : "Priority is required."),
      respondminutes: targetRule("Respond By"),
      onsiteminutes: targetRule("On Site By"),
      completeminutes: targetRule("Complete By"),
      days: {
        from: (v, values, path) => {
          const i = Number(path.split(".")[1]);
          if (values.twentyfourseven || !values.days[i]?.open) return null;
          return parseClockTime(v) === null ? "Use HH:MM." : null;
        },
        to: (v, values, path) => {
          const i = Number(path.split(".")[1]);
          const day = values.days[i];
          if (values.twentyfourseven || !day?.open) return null;
          const open = parseClockTime(day.from);
          const close = parseClockTime(v);
          return close === null
            ? "Use HH:MM."
            : open !== null && close <= open
              ? "Must be after opening."
              : null;
        },
      },
    },
  });
  const save = useFormMutation({
    mutationFn: (body: SaveSlaPolicyBody) => slaApi.savePolicy(body),
    success: policy ? "SLA Policy Updated" : "SLA Policy Added",
    invalidates: [slaKeys.all],
    onClose,
  });
  return (
    <FormModal
      form={form}
      title={policy ? "Edit SLA Policy" : "Add SLA Policy"}
      width={640}
      height={720}
      onClose={onClose}
      onSubmit={(v) => save.mutateAsync(bodyOf(v, policy))}
    >
      <Stack gap="sm">
        <Group grow>
          <Select
            label="Customer"
            placeholder="Company default"
            clearable
            searchable
            // Focused first when the popup opens: an open list there would cover the form (and trap no focus).
            openOnFocus={false}
            data={(customers.data ?? []).map((c) => ({ value: String(c.id), label: c.customername }))}
            {...form.getInputProps("customerid")}
          />
          <Select
            label="Priority"
            withAsterisk
            data={lists.priorities.map((p) => ({ value: String(p.id), label: p.name }))}
            {...form.getInputProps("priorityid")}
          />
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <NumberInput
            label="Respond By (minutes)"
            min={1}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps("respondminutes")}
          />
          <NumberInput
            label="On Site By (minutes)"
            min={1}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps("onsiteminutes")}
          />
          <NumberInput
            label="Complete By (minutes)"
            min={1}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps("completeminutes")}
          />
        </SimpleGrid>
        <Checkbox
          label="Around the clock (24×7)"
          {...form.getInputProps("twentyfourseven", { type: "checkbox" })}
        />
        {!form.values.twentyfourseven && (
          <Stack gap={6}>
            <Text size="sm" fw={600}>
              Business hours (the job site's time zone; holidays are skipped)
            </Text>
            {WEEKDAY_NAMES.map((name, i) => (
              <Group key={name} gap="sm" wrap="nowrap" align="flex-start">
                <Checkbox
                  w={130}
                  mt={8}
                  label={name}
                  {...form.getInputProps(`days.${i}.open`, { type: "checkbox" })}
                />
                <TextInput
                  w={110}
                  aria-label={`${name} opens`}
                  placeholder="08:00"
                  disabled={!form.values.days[i]?.open}
                  {...form.getInputProps(`days.${i}.from`)}
                />
                <TextInput
                  w={110}
                  aria-label={`${name} closes`}
                  placeholder="17:00"
                  disabled={!form.values.days[i]?.open}
                  {...form.getInputProps(`days.${i}.to`)}
                />
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </FormModal>
  );
};
