import { Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconArrowLeft, IconDeviceFloppy } from "@tabler/icons-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import { confirmDialog } from "../../components/confirm-dialog.tsx";
import { toFormFailure } from "../../components/form-errors.ts";
import { useFieldLabel, useFieldLabels } from "../../components/labels/index.ts";
import { notifyFailure, notifySuccess } from "../../components/notify.ts";
import { VendorFormFields } from "./VendorFormFields.tsx";
import { emptyNewVendor, type NewVendorValues, newVendorBody, vendorValidate } from "./vendor-form.ts";
import { addressLine } from "./vendor-rules.ts";
import { type VendorAddressValidation, vendorKeys, vendorsApi } from "./vendors-api.ts";

const AddressCompare = ({ typed, checked }: { typed: NewVendorValues; checked: VendorAddressValidation }) => (
  <Stack gap="xs">
    <Text size="sm">The address was validated. Use the validated address?</Text>
    <Text size="sm" fw={600}>
      Original
    </Text>
    <Text size="sm" data-testid="original-address">
      {addressLine({ ...typed, state: typed.statecode, postalCode: typed.postalcode })}
    </Text>
    <Text size="sm" fw={600}>
      Validated
    </Text>
    <Text size="sm" data-testid="validated-address">
      {addressLine(checked)}
    </Text>
  </Stack>
);

/**
 * /vendor/new?id=0 and /Vendor/new?id=0 (spec 2 "Add New Vendor screen", spec 3 §2.8): the form, then
 * /vendor/validateaddress: an existing vendor → 'Existing Vendor Found' asking 'Create?'; otherwise, when the
 * address was corrected, a confirm of original versus validated. Then save and go to the details page; a
 * failed save keeps the user on the form.
 */
export const NewVendorPage = () => {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const vendorLabel = useFieldLabel("Vendors", "vendor", "Vendor");
  const lists = useQuery({ queryKey: vendorKeys.lists, queryFn: vendorsApi.lists, staleTime: 60_000 });
  const label = useFieldLabels("Vendors");
  const form = useForm<NewVendorValues>({ initialValues: emptyNewVendor(), validate: vendorValidate(label) });

  const submit = form.onSubmit(async (values) => {
    setSaving(true);
    try {
      const body = newVendorBody(values);
      const checked = await vendorsApi.validateAddress(body);
      const validated = {
        ...body,
        address: checked.address,
        address2: checked.address2 ?? "",
        city: checked.city,
        statecode: checked.state,
        postalcode: checked.postalCode,
        county: body.county || checked.county || "",
      };
      let toSave = validated;
      if (checked.existingAddress) {
        const create = await confirmDialog(
          <Text size="sm">
            {`${checked.existingVendorName ?? "A vendor"} already has this address, e-mail or phone. Create?`}
          </Text>,
          "Existing Vendor Found",
          "Create",
          "Cancel",
        );
        if (!create) return;
      } else if (checked.corrected) {
        const useValidated = await confirmDialog(
          <AddressCompare typed={values} checked={checked} />,
          "Confirm Address",
          "Use Validated Address",
          "Keep Original",
        );
        if (!useValidated) toSave = { ...body, county: validated.county };
      }
      const { id } = await vendorsApi.save(toSave);
      notifySuccess("You have submitted the form");
      await queryClient.invalidateQueries({ queryKey: vendorKeys.all });
      navigate(`/vendor/details?id=${id}`);
    } catch (err) {
      form.setErrors(toFormFailure(err, Object.keys(form.values)).fields);
      notifyFailure(err, "Failed to submit the form");
    } finally {
      setSaving(false);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm" maw={900}>
        <Group justify="space-between">
          <Title order={2} size="h3">
            Add New {vendorLabel}
          </Title>
          <Group gap="sm">
            <Button
              size="xs"
              variant="default"
              leftSection={<IconArrowLeft size={14} />}
              onClick={() => navigate(-1)}
            >
              Cancel
            </Button>
            <Button size="xs" type="submit" loading={saving} leftSection={<IconDeviceFloppy size={14} />}>
              Save
            </Button>
          </Group>
        </Group>
        <Paper withBorder p="md">
          <VendorFormFields form={form} lists={lists.data} />
        </Paper>
      </Stack>
    </form>
  );
};
