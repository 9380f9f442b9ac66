import { Checkbox, Textarea } from "@mantine/core";
import { useForm } from "@mantine/form";
import { FormModal } from "../../components/FormModal.tsx";
import { useFormMutation } from "../../components/use-api-mutation.ts";
import { devicePosition, fieldApi } from "./field-api.ts";

interface CheckOutForm {
  resolution: string;
  workcomplete: boolean;
}

/** Check Out: the resolution note (required) and, optionally, that the work is complete. */
export const CheckOutModal = ({
  workorderid,
  invalidates,
  onClose,
}: {
  workorderid: number;
  invalidates: readonly (readonly unknown[])[];
  onClose: () => void;
}) => {
  const form = useForm<CheckOutForm>({
    initialValues: { resolution: "", workcomplete: false },
    validate: { resolution: (v) => (v.trim() ? null : "Resolution note is required.") },
  });
  const save = useFormMutation({
    mutationFn: async (v: CheckOutForm) =>
      fieldApi.checkOut({
        workorderid,
        position: await devicePosition(),
        resolution: v.resolution.trim(),
        workcomplete: v.workcomplete,
      }),
    success: "Checked out",
    invalidates,
    onClose,
  });
  return (
    <FormModal
      form={form}
      title="Check Out"
      width={500}
      height={360}
      onClose={onClose}
      onSubmit={save.mutateAsync}
    >
      <Textarea
        label="Resolution"
        description="What was done on site."
        required
        autosize
        minRows={4}
        maxRows={8}
        maxLength={4000}
        data-autofocus
        {...form.getInputProps("resolution")}
      />
      <Checkbox label="Work complete" {...form.getInputProps("workcomplete", { type: "checkbox" })} />
    </FormModal>
  );
};
