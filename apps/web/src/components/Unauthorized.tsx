import { Alert } from "@mantine/core";
import { IconLock } from "@tabler/icons-react";

/** The in-page refusal of spec 3 §8 ('Unauthorized', 'Unauthorized to view this page.'). */
export const Unauthorized = ({ message = "Unauthorized" }: { message?: string }) => (
  <Alert color="orange" variant="light" radius="md" icon={<IconLock aria-hidden />} maw={560} role="alert">
    {message}
  </Alert>
);
