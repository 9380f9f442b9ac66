import { Text, Textarea } from "@mantine/core";
import { useForm } from "@mantine/form";
import { FormModal } from "../../components/FormModal.tsx";
import { useFormMutation } from "../../components/use-api-mutation.ts";
import { customerKeys, customersApi } from "./customers-api.ts";

/** Update Special Instructions (600x400, spec 3 §2.5): one text on every job site of the customer. */
export const SpecialInstructionsModal = ({
  customerid,
  onClose,
}: {
  customerid: number;
  onClose: () => void;
}) => {
  const form = useForm({
    initialValues: { specialprocedure: "" },
    validate: { specialprocedure: (v: string) => (v.trim() ? null : "Special procedure text is required.") },
  });
  const save = useFormMutation({
    mutationFn: (text: string) => customersApi.updateAllSpecialProcedures(customerid, text),
    invalidates: [customerKeys.jobSitesAll],
    success: (r) => `Special instructions set on ${r.updated} job site(s)`,
    onClose,
  });
  return (
    <FormModal
      form={form}
      title="Update Special Instructions"
      width={600}
      height={400}
      onClose={onClose}
      onSubmit={(v) => save.mutateAsync(v.specialprocedure.trim())}
    >
      <Text size="sm" c="dimmed" mb="xs">
        Replaces the special procedure of every job site of this customer.
      </Text>
      <Textarea
        label="Special Procedure"
        withAsterisk
        autosize
        minRows={6}
        maxRows={10}
        {...form.getInputProps("specialprocedure")}
      />
    </FormModal>
  );
};
