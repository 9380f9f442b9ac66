import { Alert, Button, Group, Stack } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { type ReactNode, useCallback, useRef, useState } from "react";
import { focusFirstInvalid } from "./focus-invalid.ts";
import { toFormFailure } from "./form-errors.ts";
import { notifyFailure } from "./notify.ts";
import { SizedModal } from "./SizedModal.tsx";

const FIELD =
  "input:not([type=hidden]):not([disabled]):not([readonly]), textarea:not([disabled]):not([readonly])";

export interface FormModalProps<Values extends object> {
  /** A `useForm` (@mantine/form) holding the fields and their client-side validation. */
  form: UseFormReturnType<Values>;
  title: string;
  width: number | string;
  height: number | string;
  onClose: () => void;
  /**
   * Saves the (validated) values; usually `mutation.mutateAsync`. The popup stays open when it throws: the
   * ApiError's field errors land on the fields, its message shows above the buttons.
   */
  onSubmit: (values: Values) => Promise<unknown>;
  submitLabel?: string;
  submitDisabled?: boolean;
  /** False hides the submit button (a read-only form keeps only Cancel). */
  canSubmit?: boolean;
  /** The spec's failure toast for this popup, if it names one (shown with the server's reason). */
  failureToast?: string;
  /** Request-body field → form field, where their names differ. */
  fieldAliases?: Readonly<Record<string, string>>;
  children: ReactNode;
}

/**
 * The popup form every create/edit dialog uses: SizedModal (the spec's size) + a @mantine/form form; Enter
 * submits, the first field has focus (or the one marked `data-autofocus`), Cancel/Save footer, Save busy while
 * saving, the server's field errors mapped onto the fields and its own message shown in the popup.
 */
export const FormModal = <Values extends object>({
  form,
  title,
  width,
  height,
  onClose,
  onSubmit,
  submitLabel = "Save",
  submitDisabled = false,
  canSubmit = true,
  failureToast,
  fieldAliases,
  children,
}: FormModalProps<Values>) => {
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  const formNode = useRef<HTMLFormElement | null>(null);
  // Runs when the form enters the DOM, before the modal's focus trap picks the [data-autofocus] element.
  const markFirstField = useCallback((node: HTMLFormElement | null) => {
    formNode.current = node;
    if (node && !node.querySelector("[data-autofocus]"))
      node.querySelector(FIELD)?.setAttribute("data-autofocus", "");
  }, []);
  // A failed save (client rules or the server's field errors) takes the user to the first field to fix;
  // every invalid field shows its message at once.
  const focusInvalid = () => focusFirstInvalid(() => formNode.current);

  const save = async (values: Values) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setMessage(null);
    try {
      await onSubmit(values);
    } catch (error) {
      const failure = toFormFailure(error, Object.keys(form.getValues()), fieldAliases);
      form.setErrors(failure.fields);
      setMessage(failure.message);
      focusInvalid();
      if (failureToast) notifyFailure(error, failureToast);
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  return (
    <SizedModal onClose={onClose} title={title} width={width} height={height}>
      <form
        ref={markFirstField}
        noValidate
        onSubmit={(event) => {
          // The popup is portalled out of the page's DOM but not out of its React tree: its submit would
          // bubble to a page <form> around it (Customer and Vendor details) and save that page too.
          event.stopPropagation();
          form.onSubmit((values) => save(values), focusInvalid)(event);
        }}
        style={{ flex: 1, display: "flex", flexDirection: "column", minHeight: 0 }}
      >
        <Stack gap="sm" style={{ flex: 1, minHeight: 0, overflowY: "auto" }}>
          {children}
        </Stack>
        {message && (
          <Alert color="red" variant="light" role="alert" mt="sm" p="xs">
            {message}
          </Alert>
        )}
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          {canSubmit && (
            <Button type="submit" loading={busy} disabled={submitDisabled}>
              {submitLabel}
            </Button>
          )}
        </Group>
      </form>
    </SizedModal>
  );
};
