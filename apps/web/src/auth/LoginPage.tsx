import type { SessionUser } from "@fm/domain/contracts";
import {
  Alert,
  Box,
  Button,
  Center,
  LoadingOverlay,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { IconAlertCircle, IconLock } from "@tabler/icons-react";
import { type QueryClient, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Navigate, useLocation, useNavigate } from "react-router";
import { BrandMark } from "../components/BrandMark.tsx";
import { LoadPanel } from "../components/LoadPanel.tsx";
import classes from "./LoginPage.module.css";
import { isPasswordExpired, signInFailureText } from "./login-messages.ts";
import { authConfig, isProviderPasswordExpired, userManager } from "./oidc-client.ts";
import { readReturnState, returnTargetFor, safeReturnPath } from "./redirect.ts";
import { isSessionOver } from "./session.ts";
import { signIn } from "./sign-in.ts";
import { useSession } from "./use-session.ts";

interface LoginValues {
  email: string;
  password: string;
}

type LoginErrors = Partial<Record<keyof LoginValues, string>>;

/** The form's own checks before anything is sent. */
const loginErrors = ({ email, password }: LoginValues): LoginErrors => ({
  ...(/^\S+@\S+$/.test(email.trim()) ? {} : { email: "Enter your email address" }),
  ...(password ? {} : { password: "Enter your password" }),
});

/** Called once the password is accepted, before the app opens `target` (decision 0023: its preload). */
export type OnSignedIn = (queryClient: QueryClient, user: SessionUser, target: string) => unknown;

/**
 * /login (spec 3 §2.3): one form and a single Sign In button. `onWarmUp` runs on the first keystroke and on
 * submit: the signed-in shell downloads while the user types and the server checks the password.
 * `onSignedIn` runs as soon as the password is accepted (the next page's data and chunks start then).
 */
export const LoginPage = ({
  onWarmUp,
  onSignedIn,
}: {
  onWarmUp?: (target: string) => unknown;
  onSignedIn?: OnSignedIn;
}) => {
  const session = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { from, expired } = readReturnState(useLocation().state);
  const target = safeReturnPath(from);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  // Two fields in plain state: /login's entry chunk carries no form library (the sign-in page's bytes, issue 19).
  const [values, setValues] = useState<LoginValues>({ email: "", password: "" });
  const [errors, setErrors] = useState<LoginErrors>({});
  const field = (name: keyof LoginValues) => ({
    value: values[name],
    error: errors[name],
    onChange: (event: { currentTarget: HTMLInputElement }) => {
      const value = event.currentTarget.value;
      setValues((v) => ({ ...v, [name]: value }));
      setErrors(({ [name]: _cleared, ...rest }) => rest);
    },
  });

  const mode = useQuery({
    queryKey: ["auth-config"],
    queryFn: authConfig,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const oidc = mode.data?.mode === "oidc" ? mode.data : null;

  if (session && !busy && !isSessionOver(session, Date.now())) {
    return <Navigate to={returnTargetFor(session.user, from)} replace />;
  }

  // admin (issue 16): with an external identity provider, one Sign In button redirects there (PKCE).
  const redirectToProvider = async () => {
    if (!oidc) return;
    setBusy(true);
    setFailure(null);
    try {
      await (await userManager(oidc)).signinRedirect({ state: { from: target } });
    } catch (err) {
      setFailure(err);
      setBusy(false);
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const invalid = loginErrors(values);
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) return;
    onWarmUp?.(target);
    setBusy(true);
    setFailure(null);
    try {
      const user = await signIn(values.email.trim(), values.password);
      // Back to the page the user was on, if this user may open it (another user may sign in here).
      const destination = returnTargetFor(user, from);
      onSignedIn?.(queryClient, user, destination);
      navigate(destination, { replace: true });
    } catch (err) {
      setFailure(err);
      setValues((v) => ({ ...v, password: "" }));
      setBusy(false);
    }
  };

  return (
    <Center className={classes.page} component="main">
      <Paper className={classes.card} withBorder shadow="xl" radius="lg" p="xl" pos="relative">
        <LoadingOverlay
          visible={busy}
          zIndex={10}
          overlayProps={{ blur: 1, backgroundOpacity: 0.6 }}
          loaderProps={{ children: <LoadPanel /> }}
        />
        <Stack gap="lg">
          <Stack gap={6} align="center">
            <BrandMark size={44} />
            <Title order={1} size="h2" ta="center">
              FM Dispatch
            </Title>
            <Text c="dimmed" size="sm" ta="center">
              Sign in to dispatch, track and close work orders.
            </Text>
          </Stack>

          {expired && !failure && (
            <Alert color="blue" variant="light" radius="md">
              Your session has expired. Please sign in again.
            </Alert>
          )}
          {failure !== null && (
            <Alert
              color="red"
              variant="light"
              radius="md"
              role="alert"
              icon={
                isPasswordExpired(failure) || isProviderPasswordExpired(failure) ? (
                  <IconLock aria-hidden />
                ) : (
                  <IconAlertCircle aria-hidden />
                )
              }
            >
              <Text size="sm" fw={500}>
                {isProviderPasswordExpired(failure) ? "Password Expired" : signInFailureText(failure)}
              </Text>
              {isPasswordExpired(failure) && (
                <Text size="xs" mt={4}>
                  Your password must be changed before you can sign in. Ask your administrator to reset it.
                </Text>
              )}
            </Alert>
          )}

          {mode.isPending ? (
            <LoadPanel />
          ) : oidc ? (
            <Button size="md" fullWidth loading={busy} onClick={() => void redirectToProvider()}>
              Sign In
            </Button>
          ) : (
            <Box
              component="form"
              onSubmit={(event: FormEvent<HTMLFormElement>) => void submit(event)}
              onInput={() => onWarmUp?.(target)}
              noValidate
              aria-label="Sign in"
            >
              <Stack gap="md">
                <TextInput
                  label="Email"
                  type="email"
                  autoComplete="username"
                  placeholder="you@company.com"
                  autoFocus
                  required
                  {...field("email")}
                />
                <PasswordInput
                  label="Password"
                  autoComplete="current-password"
                  required
                  {...field("password")}
                />
                <Button type="submit" size="md" fullWidth loading={busy} loaderProps={{ type: "dots" }}>
                  Sign In
                </Button>
              </Stack>
            </Box>
          )}
        </Stack>
      </Paper>
    </Center>
  );
};
