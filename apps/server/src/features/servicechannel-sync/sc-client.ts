import type { AppContext } from "../../platform/context.ts";
import { ServiceChannelClient, settingsFrom } from "../workorder-import/index.ts";

const clients = new WeakMap<AppContext["config"], ServiceChannelClient | null>();

/**
 * The sync's ServiceChannel client (one per configuration, so its OAuth token is cached), configured as the
 * import's (SERVICECHANNEL_API_URL, _TOKEN_URL, _CLIENT_ID and the secret); null when not configured. One
 * attempt per call: the job runner retries with its own back-off and records each failure.
 */
export const syncClientOf = (ctx: AppContext): ServiceChannelClient | null => {
  if (!clients.has(ctx.config)) {
    const settings = settingsFrom(ctx.config);
    clients.set(ctx.config, settings ? new ServiceChannelClient(settings, { attempts: 1 }) : null);
  }
  return clients.get(ctx.config) ?? null;
};
