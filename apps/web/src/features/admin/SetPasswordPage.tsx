import { PASSWORD_MIN_LENGTH, passwordProblem } from "@fm/domain";
import { Alert, Anchor, Button, PasswordInput, Text } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconAlertCircle, IconCircleCheck } from "@tabler/icons-react";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { errorText } from "../../components/ErrorFallback.tsx";
import { PublicCardForm, PublicCardPage } from "../../components/PublicCardPage.tsx";
import { useDocumentTitle } from "../../components/use-document-title.ts";
import { adminApi } from "./admin-api.ts";

interface Values {
  password: string;
  confirm: string;
}

/** /setpassword?token (public): the invitation link's page; the link works once and expires. */
export const SetPasswordPage = () => {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useDocumentTitle("Set Password");
  const form = useForm<Values>({
    mode: "uncontrolled",
    initialValues: { password: "", confirm: "" },
    validate: {
      password: (p) => passwordProblem(p),
      confirm: (c, v) => (c === v.password ? null : "The passwords do not match."),
    },
  });
  const submit = form.onSubmit(async ({ password }) => {
    setBusy(true);
    setFailure(null);
    try {
      setDone((await adminApi.setPassword(token, password)).email);
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setBusy(false);
    }
  });

  return (
    <PublicCardPage title="Set your password" width={420}>
      {!token && (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />}>
          This link is not complete. Open the link from your invitation e-mail again.
        </Alert>
      )}
      {done ? (
        <Alert color="green" icon={<IconCircleCheck aria-hidden />} role="status">
          <Text size="sm">Your password is set for {done}.</Text>
          <Anchor component={Link} to="/login" size="sm">
            Sign in
          </Anchor>
        </Alert>
      ) : (
        <PublicCardForm label="Set password" onSubmit={submit} failure={failure}>
          <PasswordInput
            label="New password"
            description={`At least ${PASSWORD_MIN_LENGTH} characters.`}
            autoComplete="new-password"
            required
            autoFocus
            key={form.key("password")}
            {...form.getInputProps("password")}
          />
          <PasswordInput
            label="Confirm password"
            autoComplete="new-password"
            required
            key={form.key("confirm")}
            {...form.getInputProps("confirm")}
          />
          <Button type="submit" fullWidth loading={busy} disabled={!token}>
            Set Password
          </Button>
        </PublicCardForm>
      )}
    </PublicCardPage>
  );
};
