import {
  Button,
  Checkbox,
  Group,
  NumberInput,
  Radio,
  ScrollArea,
  Stack,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import { useState } from "react";
import { isApiError } from "../../../api/api-error.ts";
import { notifyError, notifySuccess } from "../../../components/notify.ts";
import { SizedModal } from "../../../components/SizedModal.tsx";
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
  const [form, setForm] = useState<QcForm>({ ...emptyQcForm(), reviewername: reviewer });
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const errors = submitted ? { ...serverErrors, ...validateQc(form) } : serverErrors;
  const set = <K extends keyof QcForm>(key: K, value: QcForm[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    setServerErrors((e) => {
      const { [key]: _, ...rest } = e;
      return rest;
    });
  };

  const save = async () => {
    setSubmitted(true);
    if (Object.keys(validateQc(form)).length) return;
    setBusy(true);
    try {
      await vendorApi.saveQc(line.id, form);
      notifySuccess("QC Follow-up saved");
      onSaved();
      onClose();
    } catch (e) {
      if (isApiError(e)) setServerErrors(e.fields);
      notifyError(isApiError(e) ? e.message : "Failed to save");
    } finally {
      setBusy(false);
    }
  };

  return (
    <SizedModal onClose={onClose} title="Vendor QC Follow-up" width={550} height={800}>
      <form
        style={{ display: "flex", flexDirection: "column", flex: 1, minHeight: 0 }}
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <ScrollArea style={{ flex: 1 }} offsetScrollbars>
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              {line.vendorname}
            </Text>
            <Checkbox
              label="Incurred Only"
              description="Only costs were incurred: the questions are not required."
              checked={form.incurredonly}
              onChange={(e) => set("incurredonly", e.currentTarget.checked)}
            />
            {QC_QUESTIONS.map((q) => (
              <Radio.Group
                key={q}
                label={QUESTION_TEXT[q]}
                withAsterisk={!form.incurredonly}
                value={yesNo(form[q])}
                onChange={(v) => set(q, v === "yes")}
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
              value={form.expectationcomment}
              onChange={(e) => set("expectationcomment", e.currentTarget.value)}
            />
            <Radio.Group
              label="5. Overall rating"
              withAsterisk={!form.incurredonly}
              value={form.overallrating ? String(form.overallrating) : null}
              onChange={(v) => set("overallrating", Number(v))}
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
              value={form.totalscore ?? ""}
              onChange={(v) => set("totalscore", typeof v === "number" ? v : v === "" ? null : Number(v))}
              error={errors.totalscore}
            />
            <Textarea
              label="Comments"
              autosize
              minRows={3}
              maxLength={4000}
              value={form.comments}
              onChange={(e) => set("comments", e.currentTarget.value)}
            />
            <TextInput
              label="Reviewer Name"
              withAsterisk
              maxLength={200}
              value={form.reviewername}
              onChange={(e) => set("reviewername", e.currentTarget.value)}
              error={errors.reviewername}
            />
          </Stack>
        </ScrollArea>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={busy}>
            Save
          </Button>
        </Group>
      </form>
    </SizedModal>
  );
};
