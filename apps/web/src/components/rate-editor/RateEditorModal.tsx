import type { RateDetail } from "@fm/domain/contracts";
import { TRADE_RATE_TYPES } from "@fm/domain/contracts";
import { MultiSelect, NumberInput, Select, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useQuery } from "@tanstack/react-query";
import { FormModal } from "../FormModal.tsx";
import { MoneyInput } from "../MoneyInput.tsx";
import { GeoMultiSelect } from "./GeoMultiSelect.tsx";
import { fetchStates, type GeoPick } from "./geo-api.ts";
import type { RateValues } from "./rate-types.ts";

interface FormValues {
  name: string;
  traderatetypeid: string;
  statecodes: string[];
  cities: GeoPick[];
  counties: GeoPick[];
  zipcodes: GeoPick[];
  regularrate: number | string;
  overtimerate: number | string;
  holidayrate: number | string;
  tripcharge: number | string;
  markupcharge: number | string;
}

const initialOf = (rate: RateDetail | null): FormValues => ({
  name: rate?.name ?? "",
  traderatetypeid: String(rate?.traderatetypeid ?? 1),
  statecodes: rate?.statecodes ?? [],
  cities:
    rate?.cities.map((c) => ({
      value: c.city,
      statecode: c.statecode,
      label: `${c.city}, ${c.statecode}`,
    })) ?? [],
  counties:
    rate?.counties.map((c) => ({
      value: c.county,
      statecode: c.statecode,
      label: `${c.county}, ${c.statecode}`,
    })) ?? [],
  zipcodes:
    rate?.zipcodes.map((z) => ({
      value: z.zipcode,
      statecode: z.statecode,
      label: `${z.zipcode} (${z.statecode})`,
    })) ?? [],
  regularrate: rate?.regularrate ?? "",
  overtimerate: rate?.overtimerate ?? "",
  holidayrate: rate?.holidayrate ?? "",
  tripcharge: rate?.tripcharge ?? "",
  markupcharge: rate?.markupcharge ?? "",
});

/** Rate fields parsed as decimal numbers on save (spec 3 §5); blank optional rates are null. */
const decimalOrNull = (v: number | string) => (v === "" || v === null ? null : Number(v));

export const toRateValues = (v: FormValues): RateValues => ({
  name: v.name.trim(),
  traderatetypeid: Number(v.traderatetypeid),
  statecodes: v.statecodes,
  cities: v.cities.map((c) => ({ city: c.value, statecode: c.statecode })),
  counties: v.counties.map((c) => ({ county: c.value, statecode: c.statecode })),
  zipcodes: v.zipcodes.map((z) => ({ zipcode: z.value, statecode: z.statecode })),
  regularrate: decimalOrNull(v.regularrate),
  overtimerate: decimalOrNull(v.overtimerate),
  holidayrate: decimalOrNull(v.holidayrate),
  tripcharge: decimalOrNull(v.tripcharge),
  markupcharge: decimalOrNull(v.markupcharge),
});

/**
 * The rate editor popup of spec 3 §2.9 (customer and vendor rates): name, rate type, states, cities, counties,
 * ZIPs and the five rates. Removing a state drops the cities, counties and ZIPs of that state.
 */
export const RateEditorModal = ({
  rate,
  title,
  onSave,
  onClose,
}: {
  /** The rate to edit, or null for a new one. */
  rate: RateDetail | null;
  title: string;
  onSave: (values: RateValues) => Promise<unknown>;
  onClose: () => void;
}) => {
  const states = useQuery({
    queryKey: ["geo", "states"],
    queryFn: fetchStates,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const form = useForm<FormValues>({
    initialValues: initialOf(rate),
    validate: {
      name: (v) => (v.trim() ? null : "Name is required."),
      statecodes: (v) => (v.length ? null : "State is required."),
      regularrate: (v) => (v === "" || v === null ? "Regular Rate is required." : null),
    },
  });
  const setStates = (codes: string[]) => {
    const keep = new Set(codes);
    form.setValues({
      statecodes: codes,
      cities: form.values.cities.filter((c) => keep.has(c.statecode)),
      counties: form.values.counties.filter((c) => keep.has(c.statecode)),
      zipcodes: form.values.zipcodes.filter((z) => keep.has(z.statecode)),
    });
  };
  return (
    <FormModal
      form={form}
      title={title}
      width={800}
      height={640}
      onClose={onClose}
      onSubmit={(v) => onSave(toRateValues(v))}
    >
      <Stack gap="sm">
        <SimpleGrid cols={2}>
          <TextInput label="Name" withAsterisk {...form.getInputProps("name")} />
          <Select
            label="Rate Type"
            data={TRADE_RATE_TYPES.map((t) => ({ value: String(t.id), label: t.name }))}
            allowDeselect={false}
            {...form.getInputProps("traderatetypeid")}
          />
        </SimpleGrid>
        <MultiSelect
          label="States"
          withAsterisk
          searchable
          data={(states.data ?? []).map((s) => ({
            value: s.statecode,
            label: `${s.statecode} - ${s.statename}`,
          }))}
          {...form.getInputProps("statecodes")}
          onChange={setStates}
          comboboxProps={{ withinPortal: true }}
        />
        <GeoMultiSelect
          kind="cities"
          label="Cities"
          states={form.values.statecodes}
          value={form.values.cities}
          onChange={(v) => form.setFieldValue("cities", v)}
        />
        <GeoMultiSelect
          kind="counties"
          label="Counties"
          states={form.values.statecodes}
          value={form.values.counties}
          onChange={(v) => form.setFieldValue("counties", v)}
        />
        <GeoMultiSelect
          kind="zipcodes"
          label="Zip Codes"
          states={form.values.statecodes}
          value={form.values.zipcodes}
          onChange={(v) => form.setFieldValue("zipcodes", v)}
        />
        <SimpleGrid cols={3}>
          <MoneyInput label="Regular Rate" withAsterisk {...form.getInputProps("regularrate")} />
          <MoneyInput label="Overtime Rate" {...form.getInputProps("overtimerate")} />
          <MoneyInput label="Holiday Rate" {...form.getInputProps("holidayrate")} />
          <MoneyInput label="Trip Charge" {...form.getInputProps("tripcharge")} />
          <NumberInput
            label="Markup"
            suffix="%"
            decimalScale={2}
            min={0}
            max={1000}
            {...form.getInputProps("markupcharge")}
          />
        </SimpleGrid>
      </Stack>
    </FormModal>
  );
};
