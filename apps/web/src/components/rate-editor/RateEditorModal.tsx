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

/** The five rates of a rate, in the editor's order (the markup is a percentage, the others money). */
const RATES = ["regularrate", "overtimerate", "holidayrate", "tripcharge", "markupcharge"] as const;
type RateField = (typeof RATES)[number];

/** The places a rate covers inside its states, each a GeoMultiSelect. */
const PLACES = [
  { kind: "cities", label: "Cities" },
  { kind: "counties", label: "Counties" },
  { kind: "zipcodes", label: "Zip Codes" },
] as const;

const pick = (value: string, statecode: string, label: string): GeoPick => ({ value, statecode, label });

const initialOf = (rate: RateDetail | null): FormValues => ({
  name: rate?.name ?? "",
  traderatetypeid: String(rate?.traderatetypeid ?? 1),
  statecodes: rate?.statecodes ?? [],
  cities: rate?.cities.map((c) => pick(c.city, c.statecode, `${c.city}, ${c.statecode}`)) ?? [],
  counties: rate?.counties.map((c) => pick(c.county, c.statecode, `${c.county}, ${c.statecode}`)) ?? [],
  zipcodes: rate?.zipcodes.map((z) => pick(z.zipcode, z.statecode, `${z.zipcode} (${z.statecode})`)) ?? [],
  ...(Object.fromEntries(RATES.map((f) => [f, rate?.[f] ?? ""])) as Record<RateField, number | string>),
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
  ...(Object.fromEntries(RATES.map((f) => [f, decimalOrNull(v[f])])) as Record<RateField, number | null>),
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
    const inStates = (picks: GeoPick[]) => picks.filter((p) => keep.has(p.statecode));
    form.setValues({
      statecodes: codes,
      cities: inStates(form.values.cities),
      counties: inStates(form.values.counties),
      zipcodes: inStates(form.values.zipcodes),
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
        {PLACES.map(({ kind, label }) => (
          <GeoMultiSelect
            key={kind}
            kind={kind}
            label={label}
            states={form.values.statecodes}
            value={form.values[kind]}
            onChange={(v) => form.setFieldValue(kind, v)}
          />
        ))}
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
