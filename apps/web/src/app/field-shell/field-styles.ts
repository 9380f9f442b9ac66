/*
 * Mantine CSS of the components the field layout's first screen (Today) draws that /login's per-component
 * styles (app/login-styles.ts, loaded by the entry) do not cover. The whole stylesheet (shell/styles.ts) comes
 * with the layout's second half (FieldExtras), after the cards are drawn: popups, the menu drawer, other
 * screens (decision 0047-hperf).
 */
import "@mantine/core/styles/Anchor.css";
import "@mantine/core/styles/Badge.css";
