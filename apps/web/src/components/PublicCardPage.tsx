import { Alert, Box, Center, Paper, Stack, Title } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import type { FormEventHandler, ReactNode } from "react";
import { BrandMark } from "./BrandMark.tsx";

/** A page outside the signed-in shell (set password, a dispatch e-mail's answer): one card, the mark, its h1. */
export const PublicCardPage = ({
  title,
  width,
  children,
}: {
  title: ReactNode;
  width: number;
  children: ReactNode;
}) => (
  <Center mih="100vh" component="main" p="md">
    <Paper withBorder shadow="xl" radius="lg" p="xl" w={width} maw="100%">
      <Stack gap="lg">
        <Stack gap={6} align="center">
          <BrandMark size={44} />
          <Title order={1} size="h2">
            {title}
          </Title>
        </Stack>
        {children}
      </Stack>
    </Paper>
  </Center>
);

/** The form of a PublicCardPage: named by `label`, the server's failure above its fields. */
export const PublicCardForm = ({
  label,
  onSubmit,
  failure,
  children,
}: {
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  failure: string | null;
  children: ReactNode;
}) => (
  <Box component="form" onSubmit={onSubmit} noValidate aria-label={label}>
    <Stack gap="md">
      {failure && (
        <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle aria-hidden />}>
          {failure}
        </Alert>
      )}
      {children}
    </Stack>
  </Box>
);
