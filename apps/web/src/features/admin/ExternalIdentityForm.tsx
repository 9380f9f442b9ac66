import type { EditorUser } from "@fm/domain/contracts";
import { Box, Button, Group, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { useState } from "react";
import { useApiMutation } from "../../components/use-api-mutation.ts";
import { adminApi, adminKeys } from "./admin-api.ts";

/**
 * An Admin's explicit mapping of an external identity to a staff user (issue 29, decision 0044-a29): the
 * subject the configured OpenID Connect provider gives the person. A mapped subject signs in even when the
 * provider does not vouch for the e-mail; a blank subject removes the link.
 */
export const ExternalIdentityForm = ({ user, issuer }: { user: EditorUser; issuer: string }) => {
  const [subject, setSubject] = useState(user.externalsubject ?? "");
  const link = useApiMutation({
    mutationFn: (externalsubject: string) =>
      adminApi.linkIdentity({ user_id: user.id, version: user.version, externalsubject }),
    success: (saved) => (saved.externalsubject ? "External identity linked" : "External identity removed"),
    failure: "Failed to link the external identity",
    invalidates: [adminKeys.user(user.id), adminKeys.users],
  });
  return (
    <Paper withBorder p="md" maw={900} mt="md">
      <Box
        component="form"
        aria-labelledby="external-identity-title"
        onSubmit={(e) => {
          e.preventDefault();
          link.mutate(subject.trim());
        }}
      >
        <Stack gap="sm">
          <Title order={2} size="h4" id="external-identity-title">
            External identity
          </Title>
          <Text size="sm" c="dimmed">
            {`Identity provider: ${issuer}`}
          </Text>
          <TextInput
            label="External Subject"
            description="The subject (sub) the identity provider gives this person; leave blank to unlink."
            maxLength={255}
            value={subject}
            onChange={(e) => setSubject(e.currentTarget.value)}
          />
          <Group>
            <Button type="submit" variant="default" loading={link.isPending}>
              Save Link
            </Button>
          </Group>
        </Stack>
      </Box>
    </Paper>
  );
};
