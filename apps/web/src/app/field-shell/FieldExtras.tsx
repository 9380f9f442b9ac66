import "../shell/styles.ts";
import { buildMenu } from "@fm/domain";
import { Divider, Drawer, NavLink } from "@mantine/core";
import { ModalsProvider } from "@mantine/modals";
import { Notifications } from "@mantine/notifications";
import { IconLogout, IconUser } from "@tabler/icons-react";
import { useEffect, useMemo } from "react";
import { Link } from "react-router";
import { useRefreshUser } from "../../auth/use-refresh-user.ts";
import { useCurrentUser } from "../../auth/use-session.ts";
import { TOAST_MS } from "../../components/notify.ts";
import { preloadShell } from "../lazy-shell.ts";
import { useLiveEvents } from "../live/use-live-events.ts";
import { registerServiceWorker } from "../pwa/register-sw.ts";
import { SideNav } from "../shell/SideNav.tsx";
import { useWarmScreens } from "../shell/use-warm-screens.ts";

/**
 * The field layout's second half, loaded after the first screen is drawn (decision 0047-hperf): what the full
 * shell's AppLayout runs besides drawing (the service worker, live events, the user re-read, the idle
 * warm-up), the toasts and popups of every screen (ModalsProvider and Notifications need no children:
 * `modals.*` and `notifications.*` reach them by events), the side menu as a drawer with Profile and Logout,
 * and the whole Mantine stylesheet. It also starts loading the full shell, which the next screen opened from here uses.
 */
export const FieldExtras = ({ navOpened, onCloseNav }: { navOpened: boolean; onCloseNav: () => void }) => {
  // The worker's precache (the whole app, megabytes) downloads after the first screen, not beside it.
  useEffect(() => registerServiceWorker(), []);
  useRefreshUser();
  useWarmScreens();
  useLiveEvents();
  useEffect(() => void preloadShell().catch(() => undefined), []);
  const user = useCurrentUser();
  const groups = useMemo(() => buildMenu(user), [user]);
  return (
    <>
      <ModalsProvider />
      <Notifications position="top-center" autoClose={TOAST_MS} zIndex={1000} />
      <Drawer
        opened={navOpened}
        onClose={onCloseNav}
        size={260}
        title="FM Dispatch"
        // The title and the close button keep the header's padding (the close button's focus ring is not cut);
        // the menu's entries run to the edges.
        styles={{ body: { padding: 0 } }}
      >
        <nav id="main-navigation" aria-label="Main navigation">
          <SideNav groups={groups} expanded onNavigate={onCloseNav} />
          <Divider my="xs" />
          <NavLink
            component={Link}
            to="/profile"
            label="Profile"
            leftSection={<IconUser size={20} stroke={1.6} aria-hidden />}
            onClick={onCloseNav}
          />
          <NavLink
            component={Link}
            to="/logout"
            label="Logout"
            c="red"
            leftSection={<IconLogout size={20} stroke={1.6} aria-hidden />}
            onClick={onCloseNav}
          />
        </nav>
      </Drawer>
    </>
  );
};
