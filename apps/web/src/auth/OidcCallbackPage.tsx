import { SessionUser } from "@fm/domain/contracts";
import { Alert, Button, Center, Paper, Stack, Text, Title } from "@mantine/core";
import { IconAlertCircle, IconLock } from "@tabler/icons-react";
import { useEffect, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { BrandMark } from "../components/BrandMark.tsx";
import { FullPageLoader } from "../components/FullPageLoader.tsx";
import { signInFailureText } from "./login-messages.ts";
import { authConfig, isProviderPasswordExpired, userManager } from "./oidc-client.ts";
import { returnTargetFor } from "./redirect.ts";
import { sessionFromLogin } from "./session.ts";
import { sessionStore } from "./session-store.ts";

/** Our account for the provider's access token: the server links it by e-mail on first use. */
const currentUser = async (accessToken: string): Promise<SessionUser> => {
  const res = await fetch("/api/auth/me", {
    headers: { Accept: "application/json", Authorization: `Bearer ${accessToken}` },
  });
  const body: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    const message = (body as { message?: unknown } | null)?.message;
    throw new Error(typeof message === "string" ? message : `Sign-in failed (${res.status}).`);
  }
  return SessionUser.parse(body);
};

/** The provider's return (OIDC_CALLBACK_PATH): trades the code for tokens, loads the user, goes on. */
export const OidcCallbackPage = () => {
  const navigate = useNavigate();
  const [failure, setFailure] = useState<unknown>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      try {
        const c = await authConfig();
        if (c.mode !== "oidc") throw new Error("Sign-in through an identity provider is not configured.");
        const user = await (await userManager(c)).signinRedirectCallback();
        const expiresIn = user.expires_in ?? 300;
        const account = await currentUser(user.access_token);
        sessionStore.set(
          sessionFromLogin({ accessToken: user.access_token, expiresIn, user: account }, Date.now()),
        );
        const state = user.state as { from?: string } | undefined;
        navigate(returnTargetFor(account, state?.from), { replace: true });
      } catch (error) {
        setFailure(error);
      }
    })();
  }, [navigate]);

  if (failure === null) return <FullPageLoader />;
  const expired = isProviderPasswordExpired(failure);
  return (
    <Center mih="100vh" component="main" p="md">
      <Paper withBorder shadow="xl" radius="lg" p="xl" w={420}>
        <Stack gap="lg" align="stretch">
          <Stack gap={6} align="center">
            <BrandMark size={44} />
            <Title order={1} size="h2">
              FM Dispatch
            </Title>
          </Stack>
          <Alert
            color="red"
            variant="light"
            role="alert"
            icon={expired ? <IconLock aria-hidden /> : <IconAlertCircle aria-hidden />}
          >
            <Text size="sm" fw={500}>
              {expired ? "Password Expired" : signInFailureText(failure)}
            </Text>
            {expired && (
              <Text size="xs" mt={4}>
                Change your password with your identity provider, then sign in again.
              </Text>
            )}
          </Alert>
          <Button component={Link} to="/login" variant="light">
            Back to Sign In
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
};
