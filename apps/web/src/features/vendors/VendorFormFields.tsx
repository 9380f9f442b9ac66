import { Select, SimpleGrid, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { useFieldLabels } from "../../components/labels/index.ts";
import { PhoneInput } from "../../components/PhoneInput.tsx";
import type { NewVendorValues } from "./vendor-form.ts";
import type { VendorFormLists } from "./vendors-api.ts";

/** The fields the new-vendor form and the Details tab share (spec 2 "Add New Vendor screen"). */
export const VendorFormFields = <V extends NewVendorValues>({
  form,
  lists,
  readOnly = false,
}: {
  form: UseFormReturnType<V>;
  lists: VendorFormLists | undefined;
  readOnly?: boolean;
}) => {
  const f = form as unknown as UseFormReturnType<NewVendorValues>;
  const p = { readOnly, disabled: readOnly };
  // The captions the field-name dictionary names (table Vendors) follow the company's labels (issue 20).
  const label = useFieldLabels("Vendors");
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <TextInput label={label("name", "Name")} withAsterisk {...p} {...f.getInputProps("name")} />
      <Select
        label="Tier"
        withAsterisk
        {...p}
        data={(lists?.tiers ?? []).map((t) => ({ value: String(t.id), label: t.description }))}
        {...f.getInputProps("tierid")}
      />
      <TextInput label="First Name" {...p} {...f.getInputProps("firstname")} />
      <TextInput label="Last Name" {...p} {...f.getInputProps("lastname")} />
      <TextInput label={label("address", "Address")} withAsterisk {...p} {...f.getInputProps("address")} />
      <TextInput label="Address 2" {...p} {...f.getInputProps("address2")} />
      <TextInput label={label("city", "City")} withAsterisk {...p} {...f.getInputProps("city")} />
      <Select
        label={label("statecode", "State")}
        withAsterisk
        searchable
        {...p}
        data={(lists?.states ?? []).map((s) => ({
          value: s.statecode,
          label: `${s.statecode} - ${s.statename}`,
        }))}
        {...f.getInputProps("statecode")}
      />
      <TextInput
        label={label("postalcode", "Zip Code")}
        withAsterisk
        {...p}
        {...f.getInputProps("postalcode")}
      />
      <TextInput label="County" {...p} {...f.getInputProps("county")} />
      <TextInput label="Country" {...p} {...f.getInputProps("country")} />
      <Select
        label="Term"
        withAsterisk
        {...p}
        data={(lists?.terms ?? []).map((t) => ({ value: String(t.termid), label: t.termdescription }))}
        {...f.getInputProps("termid")}
      />
      <PhoneInput
        label={label("primaryphone", "Primary Phone")}
        withAsterisk
        {...p}
        {...f.getInputProps("primaryphone")}
      />
      <PhoneInput label="Secondary Phone" {...p} {...f.getInputProps("secondaryphone")} />
      <TextInput
        label={label("primaryemail", "Primary Email")}
        withAsterisk
        {...p}
        {...f.getInputProps("primaryemail")}
      />
      <TextInput label="Secondary Email" {...p} {...f.getInputProps("secondaryemail")} />
      <TextInput label="Dispatch Email" {...p} {...f.getInputProps("dispatchemail")} />
    </SimpleGrid>
  );
};
