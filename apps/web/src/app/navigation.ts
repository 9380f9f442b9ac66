/**
 * Lets code outside React (the API client) navigate through the router.
 * The router registers itself at start-up; until then a full page load is used.
 */
export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}
type NavigateFn = (to: string, options?: NavigateOptions) => void;

let navigateImpl: NavigateFn = (to) => window.location.assign(to);

export const registerNavigator = (fn: NavigateFn): void => {
  navigateImpl = fn;
};

export const navigateTo = (to: string, options?: NavigateOptions): void => navigateImpl(to, options);

export const currentPath = (): string =>
  typeof window === "undefined" ? "/" : `${window.location.pathname}${window.location.search}`;
