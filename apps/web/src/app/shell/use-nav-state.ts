import { useDisclosure, useLocalStorage, useMediaQuery } from "@mantine/hooks";
import { XS_QUERY } from "../breakpoints.ts";

const WIDE_QUERY = "(min-width: 60em)";

const initialDesktopOpened = (): boolean =>
  typeof window === "undefined" || typeof window.matchMedia !== "function"
    ? true
    : window.matchMedia(WIDE_QUERY).matches;

/**
 * The side drawer's state: on larger screens open (250) or collapsed to the icon rail (60),
 * remembered per browser; on extra-small screens hidden (0) until the menu button opens it.
 */
export const useNavState = () => {
  const isXs = useMediaQuery(XS_QUERY, false, { getInitialValueInEffect: false }) ?? false;
  const [desktopOpened, setDesktopOpened] = useLocalStorage<boolean>({
    key: "fm.nav.opened",
    defaultValue: initialDesktopOpened(),
    getInitialValueInEffect: false,
  });
  const [mobileOpened, mobile] = useDisclosure(false);

  return {
    isXs,
    opened: isXs ? mobileOpened : desktopOpened,
    desktopOpened,
    mobileOpened,
    toggle: () => (isXs ? mobile.toggle() : setDesktopOpened((o) => !o)),
    /** After choosing an entry: close the overlay drawer on extra-small screens. */
    afterNavigate: () => {
      if (isXs) mobile.close();
    },
  };
};
