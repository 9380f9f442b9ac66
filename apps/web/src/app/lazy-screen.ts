import { type ComponentType, createElement, lazy, useState } from "react";
import { retryChunk } from "../components/chunk-load.ts";

/** A lazily loaded page or layout that can also be asked to load ahead of its first render (decision 0023). */
export type PreloadableComponent<P extends object = object> = ComponentType<P> & {
  /** Starts (or joins) loading the chunk and its static imports; never rejects. */
  preload: () => Promise<void>;
};

interface Chunk<P extends object> {
  /** The component once its chunk has loaded. */
  loaded?: ComponentType<P>;
  Lazy: ComponentType<P>;
}

/** Draws the chunk's component itself when it had loaded before this mount, else through React.lazy. */
const LoadedOrLazy = <P extends object>({ chunk, props }: { chunk: Chunk<P>; props: P }) => {
  const [Component] = useState(() => chunk.loaded ?? chunk.Lazy);
  return createElement(Component, props);
};

/**
 * `React.lazy` with a `preload()` (the pattern of react-lazy-with-preload): both share one import, so a page
 * preloaded on hover renders at once on click. A failed import is forgotten, so the next attempt (another
 * hover, the real render) retries it instead of replaying the failure.
 *
 * Mounted once its chunk has loaded, it draws the component in the same render (decision 0051-h31perf):
 * React.lazy suspends every first render, even of a module already in, and the retry that then reveals the
 * page is time-sliced and held up to 300 ms after the fallback (React 19) — on a page load whose screen was
 * preloaded before the first render (app/open-signed-in.ts) that was most of the phone's repeat visit. The
 * choice is made once per mount, so a mounted page never changes its element type.
 */
export const lazyScreen = <P extends object>(
  load: () => Promise<ComponentType<P>>,
): PreloadableComponent<P> => {
  let pending: Promise<ComponentType<P>> | undefined;
  const start = () => {
    pending ??= retryChunk(load).then(
      (Component) => {
        chunk.loaded = Component;
        return Component;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  const chunk: Chunk<P> = {
    Lazy: lazy(() => start().then((Component) => ({ default: Component }))) as ComponentType<P>,
  };
  return Object.assign((props: P) => createElement(LoadedOrLazy<P>, { chunk, props }), {
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
