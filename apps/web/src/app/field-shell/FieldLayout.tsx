import "./field-styles.ts";
import { ActionIcon } from "@mantine/core";
import { IconMenu2 } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useEffect, useMemo, useState } from "react";
import { Link, Outlet, useLocation } from "react-router";
import { useSessionExpiry } from "../../auth/use-session-expiry.ts";
import { BrandMark } from "../../components/BrandMark.tsx";
import { findScreen, screenTitle } from "../screens.ts";
import { useFocusOnNavigate } from "../shell/use-focus-on-navigate.ts";
import { whenSettledAndIdle } from "../shell/when-settled.ts";
import classes from "./FieldLayout.module.css";
import type { FieldOutletContext } from "./FieldScreenRoute.tsx";

const FieldExtras = lazy(() => import("./FieldExtras.tsx").then((m) => ({ default: m.FieldExtras })));

/**
 * The phone's light signed-in layout for the field screens (issue 31, decision 0047-hperf): a top bar with the
 * menu button and the page title, and the page; no AppShell, side menu, tooltips or user menu in the first
 * frame. Its second half (FieldExtras: the service worker, live events, the user re-read, toasts and popups,
 * the menu drawer, the whole stylesheet) loads once the page is on screen, its requests have answered and the
 * browser is idle, or at once when the menu button is pressed.
 */
export const FieldLayout = () => {
  useSessionExpiry();
  const queryClient = useQueryClient();
  const [extras, setExtras] = useState(false);
  // From the page's first render on (its requests are in flight by then), not from the layout's: a cold visit
  // is idle while the page's chunk downloads.
  const [pageShown, setPageShown] = useState(false);
  const outlet = useMemo<FieldOutletContext>(() => ({ onPageShown: () => setPageShown(true) }), []);
  useEffect(
    () => (pageShown ? whenSettledAndIdle(queryClient, () => setExtras(true)) : undefined),
    [pageShown, queryClient],
  );
  const [navOpened, setNavOpened] = useState(false);
  const { pathname, search } = useLocation();
  const screen = findScreen(pathname);
  const title = screen ? screenTitle(screen, search) : "FM Dispatch";
  useFocusOnNavigate(pathname, "main-content");

  return (
    <>
      <a className="fm-skip-link" href="#main-content">
        Skip to content
      </a>
      <header className={classes.header}>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          onClick={() => {
            setExtras(true);
            setNavOpened((o) => !o);
          }}
          aria-label="Toggle side menu"
          aria-expanded={navOpened}
          aria-controls={navOpened ? "main-navigation" : undefined}
        >
          <IconMenu2 size={22} stroke={1.6} aria-hidden />
        </ActionIcon>
        <Link to="/home" className={classes.brand} aria-label="FM Dispatch home">
          <BrandMark size={28} />
        </Link>
        <h1 className={classes.title} id="page-title">
          {title}
        </h1>
      </header>
      <main id="main-content" tabIndex={-1} aria-labelledby="page-title" className={classes.main}>
        <Outlet context={outlet} />
      </main>
      {extras && (
        <Suspense fallback={null}>
          <FieldExtras navOpened={navOpened} onCloseNav={() => setNavOpened(false)} />
        </Suspense>
      )}
    </>
  );
};
