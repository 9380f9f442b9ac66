import { isExternal } from "@fm/domain";
import { useCurrentUser } from "../../auth/use-session.ts";

/**
 * Who is looking at the work-order detail: staff, or a Tech, Vendor or Customer (the viewers list and the
 * margin are staff-only, spec 2 §9). What the user may DO there comes from the order's `abilities`.
 */
export const useDetailViewer = () => ({ restricted: isExternal(useCurrentUser()) });
