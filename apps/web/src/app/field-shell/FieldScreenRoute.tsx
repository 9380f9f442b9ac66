import { useOutletContext } from "react-router";
import { ScreenFrame } from "../ScreenFrame.tsx";
import type { ScreenDef } from "../screens.ts";
import { FIELD_PAGES } from "./field-pages.ts";

/** What FieldLayout hands its routed screen: the call telling it the page is on screen. */
export interface FieldOutletContext {
  onPageShown: () => void;
}

/** One routed screen of the field layout: its page from FIELD_PAGES, framed as every screen is. */
export const FieldScreenRoute = ({ def }: { def: ScreenDef }) => {
  const { onPageShown } = useOutletContext<FieldOutletContext>();
  return <ScreenFrame def={def} Page={FIELD_PAGES[def.path]} onShown={onPageShown} />;
};
