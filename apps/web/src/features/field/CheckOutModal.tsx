import { Checkbox, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { FormModal } from "../../components/FormModal.tsx";
import { useFormMutation } from "../../components/use-api-mutation.ts";
import { devicePosition } from "./field-api.ts";
import { fieldToast, submitFieldAction } from "./offline/field-offline.ts";
import { SignaturePad } from "./SignaturePad.tsx";

interface CheckOutForm {
  resolution: string;
  workcomplete: boolean;
  signername: string;
  signature: string | null;
}

/**
 * Check Out: the resolution note (required), optionally that the work is complete, and optionally the
 * customer's signature (drawn on the pad, with the printed name; or the printed name alone).
 */
export const CheckOutModal = ({
  workorderid,
  wonumber,
  invalidates,
  onClose,
}: {
  workorderid: number;
  wonumber: string;
  invalidates: readonly (readonly unknown[])[];
  onClose: () => void;
}) => {
  const form = useForm<CheckOutForm>({
    initialValues: { resolution: "", workcomplete: false, signername: "", signature: null },
    validate: {
      resolution: (v) => (v.trim() ? null : "Resolution note is required."),
      signername: (v, values) => (values.signature && !v.trim() ? "Signer name is required." : null),
    },
  });
  const save = useFormMutation({
    mutationFn: async (v: CheckOutForm) =>
      submitFieldAction(
        {
          kind: "checkout",
          workorderid,
          position: await devicePosition(),
          resolution: v.resolution.trim(),
          workcomplete: v.workcomplete,
          ...(v.signername.trim()
            ? { signature: { name: v.signername.trim(), ...(v.signature ? { png: v.signature } : {}) } }
            : {}),
        },
        wonumber,
      ),
    success: fieldToast("Checked out"),
    networkMode: "always",
    invalidates,
    onClose,
  });
  return (
    <FormModal
      form={form}
      title="Check Out"
      width={500}
      height={640}
      fieldAliases={{ "signature.name": "signername", "signature.png": "signature" }}
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
      <SignaturePad onChange={(png) => form.setFieldValue("signature", png)} />
      <TextInput
        label="Signer's printed name"
        description="The customer's name as they print it."
        maxLength={100}
        autoComplete="off"
        {...form.getInputProps("signername")}
      />
    </FormModal>
  );
};
