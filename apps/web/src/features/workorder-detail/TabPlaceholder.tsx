import { Center, Stack, Text, ThemeIcon } from "@mantine/core";
import { IconHourglassEmpty } from "@tabler/icons-react";

/** An honest placeholder for a tab that is not built yet. */
export const TabPlaceholder = ({ title, text }: { title: string; text: string }) => (
  <Center mih={220}>
    <Stack align="center" gap={6} maw={460}>
      <ThemeIcon variant="light" size="xl" radius="xl" color="gray">
        <IconHourglassEmpty size={22} />
      </ThemeIcon>
      <Text fw={600}>{title} — not available yet</Text>
      <Text size="sm" c="dimmed" ta="center">
        {text}
      </Text>
    </Stack>
  </Center>
);
