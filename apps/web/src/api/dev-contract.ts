import type * as Contracts from "@fm/domain/contracts";

/** The name of a contract exported by @fm/domain/contracts. */
export type ContractName = keyof typeof Contracts;

/**
 * A call's response contract for the light first screens (/login, the phone's Today): production builds never
 * check responses (api/instance.ts `validateResponses`), so the contract loads in development only and zod
 * stays out of those chunks (decisions 0011, 0047-hperf). Pass the result as the call's `response`.
 */
export const devContract = async <K extends ContractName>(
  name: K,
): Promise<(typeof Contracts)[K] | undefined> =>
  import.meta.env.DEV ? (await import("@fm/domain/contracts"))[name] : undefined;

/**
 * A contract needed in production too, but only on a rare path (a kept offline answer checked before it is
 * shown): loaded on first use, from the service worker's precache when offline.
 */
export const loadContract = async <K extends ContractName>(name: K): Promise<(typeof Contracts)[K]> =>
  (await import("@fm/domain/contracts"))[name];
