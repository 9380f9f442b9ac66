import {
  Checkbox,
  Divider,
  Group,
  MultiSelect,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { MoneyInput } from "../../../components/MoneyInput.tsx";
import { StarRating } from "../../../components/StarRating.tsx";
import { useApiMutation } from "../../../components/use-api-mutation.ts";
import { roundToHalf } from "../../../components/vendors/index.ts";
import { VendorFormFields } from "../VendorFormFields.tsx";
import type { VendorFormValues } from "../vendor-form.ts";
import { type VendorDetail, type VendorFormLists, vendorKeys, vendorsApi } from "../vendors-api.ts";

/** Rating (1 to 5 stars in half steps, with the number of ratings); a click adds a rating (spec 3 §2.8). */
const VendorRating = ({ vendor, readOnly }: { vendor: VendorDetail; readOnly: boolean }) => {
  const add = useApiMutation({
    mutationFn: (rating: number) => vendorsApi.addRating(vendor.id, rating),
    invalidates: [vendorKeys.detail(vendor.id), ["vendors", "grid"]],
    success: "Rating added",
    failure: "Failed to add the rating",
  });
  const average = add.data?.rating ?? vendor.rating;
  const count = add.data?.numberofratings ?? vendor.numberofratings;
  return (
    <Stack gap={2}>
      <Text size="sm" fw={500}>
        Rating
      </Text>
      <Group gap="xs">
        <StarRating
          value={average === null ? 0 : roundToHalf(average)}
          readOnly={readOnly || add.isPending}
          onChange={(v) => add.mutate(v)}
        />
        <Text size="sm" c="dimmed" data-testid="rating-summary">
          {average === null ? "No ratings" : `${average} (${count} ${count === 1 ? "rating" : "ratings"})`}
        </Text>
      </Group>
    </Stack>
  );
};

/** Details tab (spec 3 §2.8): every field of the vendor, compliance dates, States Serviced, status, rating. */
export const VendorDetailsTab = ({
  form,
  lists,
  vendor,
  readOnly,
}: {
  form: UseFormReturnType<VendorFormValues>;
  lists: VendorFormLists | undefined;
  vendor: VendorDetail;
  readOnly: boolean;
}) => {
  const p = { readOnly, disabled: readOnly };
  const box = (name: keyof VendorFormValues, label: string) => (
    <Checkbox label={label} {...p} {...form.getInputProps(name, { type: "checkbox" })} />
  );
  return (
    <Stack gap="sm">
      <VendorFormFields form={form} lists={lists} readOnly={readOnly} />
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm">
        <TextInput label="Primary Ext" {...p} {...form.getInputProps("primaryext")} />
        <TextInput label="Secondary Ext" {...p} {...form.getInputProps("secondaryext")} />
        <TextInput label="Billing Vendor Id" {...p} {...form.getInputProps("billingvendorid")} />
        <TextInput label="SSN" description="Shown masked" {...p} {...form.getInputProps("ssn")} />
      </SimpleGrid>
      <Divider label="Compliance" labelPosition="left" />
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm">
        <TextInput
          type="date"
          label="General Liability End Date"
          {...p}
          {...form.getInputProps("glexpirationdate")}
        />
        <TextInput
          type="date"
          label="Workers Comp End Date"
          {...p}
          {...form.getInputProps("wcexpirationdate")}
        />
        <TextInput type="date" label="W9 Date" {...p} {...form.getInputProps("w9date")} />
        <TextInput type="date" label="Profile Date" {...p} {...form.getInputProps("profiledate")} />
        {box("wcexempt", "WC Exempt")}
      </SimpleGrid>
      <Divider label="Dispatch" labelPosition="left" />
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm">
        <MoneyInput label="Min NTE" {...p} {...form.getInputProps("minnte")} />
        <Select
          label="Status"
          clearable
          {...p}
          data={(lists?.statustypes ?? []).map((s) => ({ value: String(s.statusid), label: s.type }))}
          {...form.getInputProps("vendorstatustypeid")}
        />
        <MultiSelect
          label="States Serviced"
          searchable
          clearable
          maxValues={60}
          {...p}
          data={(lists?.states ?? []).map((s) => ({ value: String(s.id), label: s.statecode }))}
          {...form.getInputProps("servicestates")}
        />
        <VendorRating vendor={vendor} readOnly={readOnly} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
        {box("paperworkcomplete", "Paperwork Complete")}
        {box("backgroundchecksrun", "Background Checks Run")}
        {box("allowlogin", "Allow Login")}
        {box("isactive", "Active")}
        {box("autoattachenabled", "Auto Dispatch")}
        {box("ispreferredvendor", "Preferred Vendor")}
        {box("isQuoteOnly", "Quote Only")}
        {box("isbadgerequired", "Badge Required")}
        {box("isnationwide", "Nationwide")}
        {box("isstatewide", "Statewide")}
      </SimpleGrid>
    </Stack>
  );
};
