import { use } from "react";
import { loadFullStyles } from "./full-styles.ts";
import { ScreenFrame } from "./ScreenFrame.tsx";
import { SCREEN_COMPONENTS } from "./screen-components.tsx";
import type { ScreenDef } from "./screens.ts";

/** The screen whose components the shell's first-frame styles cover (shell/first-frame-styles.ts). */
const FIRST_FRAME_SCREEN = "/home";

/**
 * One routed screen of the signed-in shell: its page from the screens registry (screen-components.tsx). A
 * screen other than /home is drawn once the whole Mantine stylesheet is in (loadFullStyles; issue 34).
 */
export const ScreenRoute = ({ def }: { def: ScreenDef }) => {
  if (def.path !== FIRST_FRAME_SCREEN) use(loadFullStyles());
  return <ScreenFrame def={def} Page={SCREEN_COMPONENTS[def.path]} />;
};
