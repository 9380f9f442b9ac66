import { type CSSVariablesResolver, createTheme, darken, type MantineColorsTuple } from "@mantine/core";
import { BRAND_SHADES } from "./brand.ts";

const brand: MantineColorsTuple = BRAND_SHADES;

/**
 * WCAG 2.1 AA contrast (4.5:1, issue 30) in this one place: Mantine's gray 6 (the dimmed text: helper text,
 * grid headers) and red 6–7 (error text, red buttons) measure about 3.3:1 on white; these are darker.
 */
const gray: MantineColorsTuple = [
  "#f8f9fa",
  "#f1f3f5",
  "#e9ecef",
  "#dee2e6",
  "#ced4da",
  "#adb5bd",
  "#5f6670",
  "#495057",
  "#343a40",
  "#212529",
];
const red: MantineColorsTuple = [
  "#fff5f5",
  "#ffe3e3",
  "#ffc9c9",
  "#ffa8a8",
  "#ff8787",
  "#ff6b6b",
  "#c92a2a",
  "#b52424",
  "#a51e1e",
  "#8f1a1a",
];

/** Spec 3 §9 breakpoints 600, 960, 1280 px (xs, sm, md). */
export const theme = createTheme({
  primaryColor: "brand",
  colors: { brand, gray, red },
  primaryShade: { light: 7, dark: 5 },
  defaultRadius: "md",
  cursorType: "pointer",
  fontFamily:
    "Inter, ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  headings: { fontWeight: "650" },
  breakpoints: { xs: "37.5em", sm: "60em", md: "80em", lg: "90em", xl: "120em" },
  components: {
    Tooltip: { defaultProps: { openDelay: 300 } },
    // Icon-only close buttons get a name; a popup's header is not a second page `banner` landmark.
    Modal: { defaultProps: { closeButtonProps: { "aria-label": "Close" } } },
    ModalHeader: { defaultProps: { component: "div" } },
    Drawer: { defaultProps: { closeButtonProps: { "aria-label": "Close" } } },
    DrawerHeader: { defaultProps: { component: "div" } },
    Notification: { defaultProps: { closeButtonProps: { "aria-label": "Close" } } },
    // Its focus placeholder is a focusable child of role=menu that is not a menu item (axe: critical).
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
  },
});

/**
 * Light badges, alerts and subtle buttons draw shade 9 on shade 1, 2.7:1 for yellow and 3.8:1 for green;
 * their text is shade 9 darkened by 30%, at least 5:1 for every palette colour (WCAG 2.1 AA).
 */
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: {
    ...Object.fromEntries(
      Object.entries(t.colors)
        .filter(([name]) => name !== "gray" && name !== "dark")
        .map(([name, shades]) => [`--mantine-color-${name}-light-color`, darken(shades[9], 0.3)]),
    ),
    // Placeholders (and the pickers' "Choose a job site" text) at 4.5:1, not gray 5's 2.1:1.
    "--mantine-color-placeholder": "var(--mantine-color-gray-6)",
  },
  dark: {},
});
