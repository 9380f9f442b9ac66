import { buildMenu } from "@fm/domain";
import { AppShell } from "@mantine/core";
import { ModalsProvider } from "@mantine/modals";
import { Notifications } from "@mantine/notifications";
import { useEffect, useMemo } from "react";
import { Outlet, useLocation } from "react-router";
import { useRefreshUser } from "../../auth/use-refresh-user.ts";
import { useCurrentUser } from "../../auth/use-session.ts";
import { useSessionExpiry } from "../../auth/use-session-expiry.ts";
import { TOAST_MS } from "../../components/notify.ts";
import { loadFullStyles } from "../full-styles.ts";
import { useLiveEvents } from "../live/use-live-events.ts";
import { registerServiceWorker } from "../pwa/register-sw.ts";
import { resetScreenShown } from "../screen-shown.ts";
import { findScreen, screenTitle } from "../screens.ts";
import { SideNav } from "./SideNav.tsx";
import { TopBar } from "./TopBar.tsx";
import { useAfterFirstScreen } from "./use-after-first-screen.ts";
import { useFocusOnNavigate } from "./use-focus-on-navigate.ts";
import { useNavState } from "./use-nav-state.ts";
import { useWarmScreens } from "./use-warm-screens.ts";

/** Spec 3 §2.2 drawer sizes. */
export const NAV_OPEN_WIDTH = 250;
export const NAV_RAIL_WIDTH = 60;

/** The signed-in layout: top bar, side drawer, and the routed page, with the toasts and popups of every screen. */
export const AppLayout = () => {
  useSessionExpiry();
  useRefreshUser();
  useWarmScreens();
  // The next user signed in here waits for a screen of their own before the warm-up.
  useEffect(() => resetScreenShown, []);
  // Once the first screen is drawn (issue 34): live screens (issue 33: other users' changes refresh what this
  // tab shows) and the service worker, whose precache downloads the whole app.
  const afterFirstScreen = useAfterFirstScreen();
  useLiveEvents(afterFirstScreen);
  useEffect(() => {
    if (!afterFirstScreen) return;
    registerServiceWorker();
    void loadFullStyles().catch(() => undefined);
  }, [afterFirstScreen]);
  const user = useCurrentUser();
  const { pathname, search } = useLocation();
  const nav = useNavState();
  const groups = useMemo(() => buildMenu(user), [user]);
  const screen = findScreen(pathname);
  const title = screen ? screenTitle(screen, search) : "FM Dispatch";
  useFocusOnNavigate(pathname, "main-content");

  return (
    <ModalsProvider>
      <Notifications position="top-center" autoClose={TOAST_MS} zIndex={1000} />
      <AppShell
        header={{ height: 60 }}
        navbar={{
          width: nav.desktopOpened ? NAV_OPEN_WIDTH : NAV_RAIL_WIDTH,
          breakpoint: "xs",
          collapsed: { mobile: !nav.mobileOpened },
        }}
        padding="lg"
      >
        <a className="fm-skip-link" href="#main-content">
          Skip to content
        </a>
        <AppShell.Header>
          <TopBar
            user={user}
            title={title}
            navOpened={nav.opened}
            compactNav={nav.isXs}
            onToggleNav={nav.toggle}
          />
        </AppShell.Header>
        <AppShell.Navbar id="main-navigation" aria-label="Main navigation">
          <SideNav groups={groups} expanded={nav.isXs || nav.desktopOpened} onNavigate={nav.afterNavigate} />
        </AppShell.Navbar>
        <AppShell.Main
          id="main-content"
          tabIndex={-1}
          aria-labelledby="page-title"
          bg="var(--fm-page-bg)"
          style={{ outline: "none" }}
        >
          <Outlet />
        </AppShell.Main>
      </AppShell>
    </ModalsProvider>
  );
};
