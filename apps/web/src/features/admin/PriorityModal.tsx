import { DISPATCH_PRIORITY_MAX, type DispatchVendor } from "@fm/domain/contracts";
import { NumberInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { FormModal } from "../../components/FormModal.tsx";
import { useFormMutation } from "../../components/use-api-mutation.ts";
import { adminApi, adminKeys } from "./admin-api.ts";

/** Change a dispatch vendor's priority (1 first). */
export const PriorityModal = ({ vendor, onClose }: { vendor: DispatchVendor; onClose: () => void }) => {
  const form = useForm<{ priority: number | string }>({
    mode: "controlled",
    initialValues: { priority: vendor.priority },
    validate: {
      priority: (p) =>
        typeof p === "number" && Number.isInteger(p) && p >= 1 && p <= DISPATCH_PRIORITY_MAX
          ? null
          : `Priority must be between 1 and ${DISPATCH_PRIORITY_MAX}.`,
    },
  });
  const save = useFormMutation({
    mutationFn: (priority: number) =>
      adminApi.updateDispatchVendor(vendor.tradeid, vendor.vendorid, priority),
    success: "Priority Updated",
    invalidates: [adminKeys.dispatch(vendor.tradeid), adminKeys.tradeVendors(vendor.tradeid)],
    onClose,
  });
  return (
    <FormModal
      form={form}
      title={`Priority: ${vendor.name}`}
      width={400}
      height={260}
      onClose={onClose}
      onSubmit={(v) => save.mutateAsync(Number(v.priority))}
    >
      <NumberInput
        label="Priority"
        description="1 is offered first in Select Vendor."
        min={1}
        max={DISPATCH_PRIORITY_MAX}
        allowDecimal={false}
        allowNegative={false}
        {...form.getInputProps("priority")}
      />
    </FormModal>
  );
};
