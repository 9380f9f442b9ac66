import { PASSWORD_MIN_LENGTH, passwordProblem } from "@fm/domain";
import { Alert, Anchor, Box, Button, Center, Paper, PasswordInput, Stack, Text, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconAlertCircle, IconCircleCheck } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { BrandMark } from "../../components/BrandMark.tsx";
import { errorText } from "../../components/ErrorFallback.tsx";
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
  useEffect(() => {
    document.title = "Set Password · FM Dispatch";
  }, []);
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
    <Center mih="100vh" component="main" p="md">
      <Paper withBorder shadow="xl" radius="lg" p="xl" w={420}>
        <Stack gap="lg">
          <Stack gap={6} align="center">
            <BrandMark size={44} />
            <Title order={1} size="h2">
              Set your password
            </Title>
          </Stack>
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
            <Box component="form" onSubmit={submit} noValidate aria-label="Set password">
              <Stack gap="md">
                {failure && (
                  <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle aria-hidden />}>
                    {failure}
                  </Alert>
                )}
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
              </Stack>
            </Box>
          )}
        </Stack>
      </Paper>
    </Center>
  );
};
