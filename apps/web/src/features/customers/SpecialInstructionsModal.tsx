import { TextPromptModal } from "../../components/TextPromptModal.tsx";
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
  const save = useFormMutation({
    mutationFn: (text: string) => customersApi.updateAllSpecialProcedures(customerid, text),
    invalidates: [customerKeys.jobSitesAll],
    success: (r) => `Special instructions set on ${r.updated} job site(s)`,
    onClose,
  });
  return (
    <TextPromptModal
      title="Update Special Instructions"
      width={600}
      height={400}
      intro="Replaces the special procedure of every job site of this customer."
      name="specialprocedure"
      label="Special Procedure"
      requiredMessage="Special procedure text is required."
      onClose={onClose}
      onSubmit={save.mutateAsync}
    />
  );
};
