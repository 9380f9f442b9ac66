import type { LogErrorBody } from "@fm/domain/contracts";
import { currentValidSession } from "../auth/session-store.ts";
import { api } from "./instance.ts";

const describe = (error: unknown): { message: string; info: string | null } => {
  if (error instanceof Error) return { message: error.message || error.name, info: error.stack ?? null };
  return { message: String(error), info: null };
};

/** Reports a failure to the server's error log (spec 1 §8); never throws. */
export const logError = async (error: unknown, page: string, additionalInfo?: string): Promise<void> => {
  const { message, info } = describe(error);
  try {
    // Loaded on the first failure: the error boundaries of /login must not pull zod into its chunk.
    const { IdResult } = await import("@fm/domain/contracts");
    await api.post(
      "/api/error/logerror",
      {
        errormessage: message.slice(0, 4000) || "Unknown error",
        additionalinfo: (additionalInfo ?? info ?? "").slice(0, 20000) || null,
        errorpage: page.slice(0, 500),
      } satisfies LogErrorBody,
      { handleUnauthorized: false, authenticated: currentValidSession() !== null, response: IdResult },
    );
  } catch {
    // The error log itself failing must never break the screen.
  }
};
