/**
 * Registers the service worker of the installable PWA (apps/web/vite-pwa.ts), in production builds only (in
 * development Vite serves modules no worker should cache). Called by the signed-in layout, so /login's first
 * visit neither loads this nor starts the worker's precache download (decision 0045-f31pwa).
 */
export const registerServiceWorker = (
  isProduction: boolean = import.meta.env.PROD,
  container: ServiceWorkerContainer | undefined = navigator.serviceWorker as
    | ServiceWorkerContainer
    | undefined,
): void => {
  if (!isProduction || !container) return;
  const register = () => {
    container.register("/sw.js", { scope: "/" }).catch(() => undefined);
  };
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
};
