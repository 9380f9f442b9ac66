import { Checkbox, Divider, Select, SimpleGrid, Stack, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { useFieldLabels } from "../../../components/labels/index.ts";
import { MoneyInput } from "../../../components/MoneyInput.tsx";
import { PhoneInput } from "../../../components/PhoneInput.tsx";
import type { CustomerFormValues } from "../customer-form.ts";
import type { CustomerLists } from "../customers-api.ts";

/** Details tab (spec 3 §2.5, §3): the prefix is editable only while the customer is new. */
export const DetailsTab = ({
  form,
  lists,
  isNew,
}: {
  form: UseFormReturnType<CustomerFormValues>;
  lists: CustomerLists | undefined;
  isNew: boolean;
}) => {
  const label = useFieldLabels("customer");
  const people = (xs: { id: number; name: string }[] | undefined) =>
    (xs ?? []).map((p) => ({ value: String(p.id), label: p.name }));
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
        <TextInput
          label={label("customername", "Customer Name")}
          withAsterisk
          {...form.getInputProps("customername")}
        />
        <TextInput
          label="Customer Prefix"
          description={isNew ? "Used in work-order numbers; fixed once saved" : undefined}
          disabled={!isNew}
          maxLength={10}
          {...form.getInputProps("customerprefix")}
        />
        <Checkbox mt="xl" label="Active" {...form.getInputProps("isactive", { type: "checkbox" })} />
        <Select
          label="Dispatcher"
          searchable
          clearable
          data={people(lists?.dispatchers)}
          {...form.getInputProps("dispatcherauthid")}
        />
        <Select
          label="Sales Rep"
          searchable
          clearable
          data={people(lists?.salesreps)}
          {...form.getInputProps("salesrepauthid")}
        />
        <Select
          label="Term"
          clearable
          data={(lists?.terms ?? []).map((t) => ({ value: String(t.termid), label: t.termdescription }))}
          {...form.getInputProps("termid")}
        />
        <MoneyInput label="NTE" {...form.getInputProps("nte")} />
        <TextInput
          label="ServiceChannel Subscriber Id"
          {...form.getInputProps("servicechannelsubscriberid")}
        />
      </SimpleGrid>
      <Divider label="Address" labelPosition="left" />
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
        <TextInput
          label={label("streetaddress", "Street Address")}
          withAsterisk
          {...form.getInputProps("streetaddress")}
        />
        <TextInput label="Street Address 2" {...form.getInputProps("streetaddress2")} />
        <TextInput label={label("city", "City")} withAsterisk {...form.getInputProps("city")} />
        <Select
          label="State"
          withAsterisk
          searchable
          data={(lists?.states ?? []).map((s) => ({
            value: s.statecode,
            label: `${s.statecode} - ${s.statename}`,
          }))}
          {...form.getInputProps("statecode")}
        />
        <TextInput
          label={label("postalcode", "Zip Code")}
          withAsterisk
          {...form.getInputProps("postalcode")}
        />
      </SimpleGrid>
      <Divider label="Contact" labelPosition="left" />
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
        <TextInput label="Contact First Name" {...form.getInputProps("contactfirstname")} />
        <TextInput label="Contact Last Name" {...form.getInputProps("contactlastname")} />
        <TextInput label="Contact Email" {...form.getInputProps("contactemail")} />
        <PhoneInput label="Contact Phone" {...form.getInputProps("contactphone")} />
        <PhoneInput label="Contact Cell Phone" {...form.getInputProps("contactcellphone")} />
        <PhoneInput label="Contact Fax" {...form.getInputProps("contactfax")} />
        <TextInput label="CC Emails" description="Comma separated" {...form.getInputProps("ccemails")} />
      </SimpleGrid>
      <Divider label="Billing" labelPosition="left" />
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
        <TextInput label="Billing First Name" {...form.getInputProps("billingfirstname")} />
        <TextInput label="Billing Last Name" {...form.getInputProps("billinglastname")} />
        <TextInput label="Billing Email" {...form.getInputProps("billingemail")} />
        <PhoneInput label="Billing Phone" {...form.getInputProps("billingphone")} />
        <PhoneInput label="Billing Cell Phone" {...form.getInputProps("billingcellphone")} />
        <PhoneInput label="Billing Fax" {...form.getInputProps("billingfax")} />
      </SimpleGrid>
    </Stack>
  );
};
