/**
 * The brand colour's ten shades (Mantine's tuple), in a file without imports so vite.config.ts can read it for
 * the web manifest's theme colour.
 */
export const BRAND_SHADES = [
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
] as const;

/** theme.ts's primaryShade (light 7): the app bar colour, and the manifest's theme_color. */
export const BRAND_COLOR = BRAND_SHADES[7];
