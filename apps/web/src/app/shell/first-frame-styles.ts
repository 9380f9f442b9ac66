/*
 * Mantine CSS of what the full shell's first frame draws (top bar, side menu, user menu, tooltips, toasts and
 * popups' frames) and /home's cards that /login's per-component styles (app/login-styles.ts, in the entry) do
 * not cover, in the order of Mantine's styles.css. The rest of the stylesheet (styles.ts) loads once the first
 * screen is drawn, or before any other screen is drawn (loadFullStyles, app/full-styles.ts; issue 34).
 */
import "@mantine/core/styles/ScrollArea.css";
import "@mantine/core/styles/Popover.css";
import "@mantine/core/styles/ModalBase.css";
import "@mantine/core/styles/Flex.css";
import "@mantine/core/styles/AppShell.css";
import "@mantine/core/styles/Avatar.css";
import "@mantine/core/styles/Badge.css";
import "@mantine/core/styles/Burger.css";
import "@mantine/core/styles/Divider.css";
import "@mantine/core/styles/Grid.css";
import "@mantine/core/styles/Indicator.css";
import "@mantine/core/styles/Menu.css";
import "@mantine/core/styles/Modal.css";
import "@mantine/core/styles/NavLink.css";
import "@mantine/core/styles/Notification.css";
import "@mantine/core/styles/Tooltip.css";
import "@mantine/core/styles/SimpleGrid.css";
import "@mantine/core/styles/Skeleton.css";
import "@mantine/core/styles/ThemeIcon.css";
import "@mantine/notifications/styles.css";
