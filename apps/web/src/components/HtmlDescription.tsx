import { Paper, Text, Typography } from "@mantine/core";

/**
 * A work order's rich-text Description, read-only, in its captioned box (the customer and vendor portals'
 * Work Order tab); "No description." when it has none. The HTML was sanitised by the server (html() in the
 * contracts) on the way in.
 */
export const HtmlDescription = ({ html }: { html: string | null }) => (
  <Paper withBorder p="sm" radius="sm">
    <Text size="xs" c="dimmed" fw={500} mb={4}>
      Description
    </Text>
    {html ? (
      <Typography fz="sm">
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the description is sanitised on the way in (html() in the contracts) */}
        <div dangerouslySetInnerHTML={{ __html: html }} />
      </Typography>
    ) : (
      <Text size="sm" c="dimmed">
        No description.
      </Text>
    )}
  </Paper>
);
