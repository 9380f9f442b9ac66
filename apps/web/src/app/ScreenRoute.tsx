import { ScreenFrame } from "./ScreenFrame.tsx";
import { SCREEN_COMPONENTS } from "./screen-components.tsx";
import type { ScreenDef } from "./screens.ts";

/** One routed screen of the signed-in shell: its page from the screens registry (screen-components.tsx). */
export const ScreenRoute = ({ def }: { def: ScreenDef }) => (
  <ScreenFrame def={def} Page={SCREEN_COMPONENTS[def.path]} />
);
