import { Text, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import type { ReactNode } from "react";
import { FormModal } from "./FormModal.tsx";

export interface TextPromptModalProps {
  title: string;
  width: number;
  height: number;
  /** The request's field the text is sent as (the server's field errors land on it). */
  name: string;
  /** The text box's caption. */
  label: string;
  /** The spec's message for an empty text (default "<label> is required."). */
  requiredMessage?: string;
  /** Shown read-only above the text ("Work Order #"). */
  wonumber?: string;
  /** A line of explanation above the text. */
  intro?: ReactNode;
  placeholder?: string;
  maxLength?: number;
  minRows?: number;
  maxRows?: number;
  /** The native `required` attribute besides the asterisk. */
  required?: boolean;
  submitLabel?: string;
  onClose: () => void;
  /** Saves the trimmed text (usually a `useFormMutation`'s mutateAsync); a throw keeps the popup open. */
  onSubmit: (text: string) => Promise<unknown>;
}

/**
 * The popup that asks for one required text (a reason, a note, a rejection): a FormModal with one Textarea,
 * "… is required." when blank, the trimmed text to `onSubmit`.
 */
export const TextPromptModal = ({
  title,
  width,
  height,
  name,
  label,
  requiredMessage = `${label} is required.`,
  wonumber,
  intro,
  placeholder,
  maxLength,
  minRows = 6,
  maxRows = 10,
  required,
  submitLabel,
  onClose,
  onSubmit,
}: TextPromptModalProps) => {
  const form = useForm<Record<string, string>>({
    mode: "controlled",
    initialValues: { [name]: "" },
    validate: { [name]: (v: string) => (v.trim() ? null : requiredMessage) },
  });
  return (
    <FormModal
      form={form}
      title={title}
      width={width}
      height={height}
      onClose={onClose}
      submitLabel={submitLabel}
      onSubmit={(v) => onSubmit((v[name] ?? "").trim())}
    >
      {wonumber !== undefined && <TextInput label="Work Order #" value={wonumber} readOnly />}
      {intro && (
        <Text size="sm" c="dimmed" mb="xs">
          {intro}
        </Text>
      )}
      <Textarea
        label={label}
        withAsterisk
        required={required}
        placeholder={placeholder}
        maxLength={maxLength}
        autosize
        minRows={minRows}
        maxRows={maxRows}
        {...form.getInputProps(name)}
      />
    </FormModal>
  );
};
