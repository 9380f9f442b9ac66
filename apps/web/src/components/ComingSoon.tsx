import { Badge, Paper, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconHammer } from "@tabler/icons-react";

export interface ComingSoonProps {
  /** The screen's name, e.g. 'Work Orders'. */
  title: string;
  /** What the screen will do (screens.tsv WHAT column). */
  description?: string;
  /** Replaces the heading, e.g. the spec's own 'Coming Soon'. */
  heading?: string;
}

/** An honest placeholder for a screen this build does not have yet. */
export const ComingSoon = ({ title, description, heading }: ComingSoonProps) => (
  <Paper withBorder radius="lg" p="xl" maw={720}>
    <Stack gap="sm" align="flex-start">
      <ThemeIcon size={48} radius="md" variant="light">
        <IconHammer size={26} aria-hidden />
      </ThemeIcon>
      <Title order={2} size="h3">
        {heading ?? `${title} — coming soon in this build`}
      </Title>
      {description && (
        <Text c="dimmed">
          Planned: <Text span>{description}</Text>
        </Text>
      )}
      <Badge variant="dot" color="gray">
        Not built yet
      </Badge>
    </Stack>
  </Paper>
);
