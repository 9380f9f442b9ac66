import { AZURITE_MISSING, type Azurite, startAzurite } from "../platform/storage/testing/azurite.ts";

/** True when the suite runs in CI (`.ci/run` exports CI=true), where every test must run: nothing may skip. */
export const isCi = (env: NodeJS.ProcessEnv = process.env): boolean =>
  env.CI !== undefined && env.CI !== "" && env.CI !== "false" && env.CI !== "0";

export const AZURITE_REQUIRED_IN_CI =
  "azurite is not installed but CI is set: the Azure Blob Storage tests must run in CI (node scripts/test-prerequisites.mjs installs it; npm test runs it first).";

/**
 * Starts azurite for the Azure tests. Without it the tests are skipped on a developer's machine (with a
 * warning), but under CI the test file fails, so a broken azurite install can never hide the Azure tests.
 */
export const startAzuriteForTests = async (env: NodeJS.ProcessEnv = process.env): Promise<Azurite | null> => {
  const azurite = await startAzurite();
  if (azurite) return azurite;
  if (isCi(env)) throw new Error(AZURITE_REQUIRED_IN_CI);
  console.warn(AZURITE_MISSING);
  return null;
};
