import { Checkbox, Group, NumberInput, Radio, Text, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { FormModal } from "../../../components/FormModal.tsx";
import { useFormMutation } from "../../../components/use-api-mutation.ts";
import type { QcForm, VendorLine } from "./types.ts";
import { vendorApi } from "./vendor-api.ts";
import { emptyQcForm, QC_QUESTIONS, validateQc } from "./vendor-rules.ts";

const QUESTION_TEXT: Record<(typeof QC_QUESTIONS)[number], string> = {
  techarrivedonschedule: "1. Did the technician arrive on schedule?",
  techwasprofessional: "2. Was the technician professional?",
  repairsmade: "3. Were the repairs made?",
  metexpectations: "4. Did the work meet the customer's expectations?",
};

const RATINGS = [
  { value: "1", label: "Fair" },
  { value: "2", label: "Good" },
  { value: "3", label: "Excellent" },
];

const yesNo = (v: boolean | null) => (v === null ? null : v ? "yes" : "no");

/** Vendor QC Follow-up (550x800, spec 2 §2, §3, §5), with the incurred-only mode. */
export const QcFollowUpModal = ({
  line,
  reviewer,
  onClose,
  onSaved,
}: {
  line: VendorLine;
  reviewer: string;
  onClose: () => void;
  onSaved: () => void;
}) => {
  const form = useForm<QcForm>({
    initialValues: { ...emptyQcForm(), reviewername: reviewer },
    validate: (values) => validateQc(values),
  });
  const save = useFormMutation({
    mutationFn: (values: QcForm) => vendorApi.saveQc(line.id, values),
    success: "QC Follow-up saved",
    onSaved,
    onClose,
  });
  const { values, errors } = form;

  return (
    <FormModal
      form={form}
      title="Vendor QC Follow-up"
      width={550}
      height={800}
      onClose={onClose}
      onSubmit={(v) => save.mutateAsync(v)}
    >
      <Text size="sm" c="dimmed">
        {line.vendorname}
      </Text>
      <Checkbox
        label="Incurred Only"
        description="Only costs were incurred: the questions are not required."
        {...form.getInputProps("incurredonly", { type: "checkbox" })}
      />
      {QC_QUESTIONS.map((q) => (
        <Radio.Group
          key={q}
          label={QUESTION_TEXT[q]}
          withAsterisk={!values.incurredonly}
          value={yesNo(values[q])}
          onChange={(v) => form.setFieldValue(q, v === "yes")}
          error={errors[q]}
        >
          <Group gap="lg" mt={4}>
            <Radio value="yes" label="Yes" />
            <Radio value="no" label="No" />
          </Group>
        </Radio.Group>
      ))}
      <Textarea
        label="Expectation comment"
        autosize
        minRows={2}
        maxLength={2000}
        {...form.getInputProps("expectationcomment")}
      />
      <Radio.Group
        label="5. Overall rating"
        withAsterisk={!values.incurredonly}
        value={values.overallrating ? String(values.overallrating) : null}
        onChange={(v) => form.setFieldValue("overallrating", Number(v))}
        error={errors.overallrating}
      >
        <Group gap="lg" mt={4}>
          {RATINGS.map((r) => (
            <Radio key={r.value} value={r.value} label={r.label} />
          ))}
        </Group>
      </Radio.Group>
      <NumberInput
        label="Total Score"
        withAsterisk
        w={errors.totalscore ? undefined : 120}
        styles={{ input: { width: 50 } }}
        min={0}
        max={1000}
        allowDecimal={false}
        allowNegative={false}
        hideControls
        value={values.totalscore ?? ""}
        onChange={(v) =>
          form.setFieldValue("totalscore", typeof v === "number" ? v : v === "" ? null : Number(v))
        }
        error={errors.totalscore}
      />
      <Textarea label="Comments" autosize minRows={3} maxLength={4000} {...form.getInputProps("comments")} />
      <TextInput label="Reviewer Name" withAsterisk maxLength={200} {...form.getInputProps("reviewername")} />
    </FormModal>
  );
};
