import { useLocation } from "react-router";
import { useFieldLayout } from "./field-shell/use-field-layout.ts";
import { LazyAppLayout, LazyFieldLayout, LazyFieldScreenRoute, LazyScreenRoute } from "./lazy-shell.ts";
import { findScreen, type ScreenDef } from "./screens.ts";

/**
 * The signed-in layout of the current address: the phone's light field layout for a field screen on an
 * extra-small viewport (decision 0047-hperf), the full shell otherwise.
 */
export const SignedInLayout = () => {
  const { pathname } = useLocation();
  return useFieldLayout(findScreen(pathname)?.path) ? <LazyFieldLayout /> : <LazyAppLayout />;
};

/** One signed-in screen, framed by the chunk of the layout it opens in (the same rule as SignedInLayout). */
export const SignedInScreen = ({ def }: { def: ScreenDef }) =>
  useFieldLayout(def.path) ? <LazyFieldScreenRoute def={def} /> : <LazyScreenRoute def={def} />;
