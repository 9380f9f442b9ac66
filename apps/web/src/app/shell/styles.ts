// Every @mantine/core component the signed-in screens may draw, then the notifications (after core).
import "@mantine/core/styles.css";
import "@mantine/notifications/styles.css";
