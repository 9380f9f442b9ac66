import { type ComponentType, type LazyExoticComponent, lazy } from "react";
import { retryChunk } from "../components/chunk-load.ts";

/** A React.lazy page that can also be asked to load ahead of its first render (decision 0023). */
export type PreloadableComponent<P extends object = object> = LazyExoticComponent<ComponentType<P>> & {
  /** Starts (or joins) loading the page's chunk and its static imports; never rejects. */
  preload: () => Promise<void>;
};

/**
 * `React.lazy` with a `preload()` (the pattern of react-lazy-with-preload): both share one import, so a page
 * preloaded on hover renders at once on click. A failed import is forgotten, so the next attempt (another
 * hover, the real render) retries it instead of replaying the failure.
 */
export const lazyScreen = <P extends object>(
  load: () => Promise<ComponentType<P>>,
): PreloadableComponent<P> => {
  let pending: Promise<ComponentType<P>> | undefined;
  const start = () => {
    pending ??= retryChunk(load).catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
  const Component = lazy(() => start().then((Page) => ({ default: Page })));
  return Object.assign(Component, {
    preload: () =>
      start().then(
        () => undefined,
        () => undefined,
      ),
  });
};

/** The preload of a page made with lazyScreen (undefined for pages in the shell's own chunk). */
export const preloadOf = (component: ComponentType | undefined): (() => Promise<void>) | undefined => {
  const preload = (component as Partial<PreloadableComponent> | undefined)?.preload;
  return typeof preload === "function" ? preload : undefined;
};
