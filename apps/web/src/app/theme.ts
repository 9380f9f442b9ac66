import { createTheme, type MantineColorsTuple } from "@mantine/core";

const brand: MantineColorsTuple = [
  "#edf2ff",
  "#dbe4ff",
  "#bac8ff",
  "#91a7ff",
  "#748ffc",
  "#5c7cfa",
  "#4c6ef5",
  "#4263eb",
  "#3b5bdb",
  "#364fc7",
];

/** Spec 3 §9 breakpoints 600, 960, 1280 px (xs, sm, md). */
export const theme = createTheme({
  primaryColor: "brand",
  colors: { brand },
  primaryShade: { light: 7, dark: 5 },
  defaultRadius: "md",
  cursorType: "pointer",
  fontFamily:
    "Inter, ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  headings: { fontWeight: "650" },
  breakpoints: { xs: "37.5em", sm: "60em", md: "80em", lg: "90em", xl: "120em" },
  components: {
    Tooltip: { defaultProps: { openDelay: 300 } },
  },
});
