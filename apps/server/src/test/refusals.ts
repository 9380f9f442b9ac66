import type { LightMyRequestResponse } from "fastify";
import { expect } from "vitest";

/** The error body every refusal carries (platform/errors.ts). */
export interface ErrorBody {
  error: string;
  message: string;
  fields?: Record<string, string>;
}

const errorOf = (res: LightMyRequestResponse): string | undefined => {
  try {
    return (JSON.parse(res.body) as Partial<ErrorBody>).error;
  } catch {
    return undefined;
  }
};

/**
 * A refusal is its status AND its error code: a bare `toBe(400)` cannot tell a duplicate from a locked order.
 * Every refusal assertion goes through here, so a renamed code is changed in the tests in one pass.
 */
export const expectRefusal = (res: LightMyRequestResponse, status: number, code: string): ErrorBody => {
  expect({ status: res.statusCode, error: errorOf(res) }, res.body.slice(0, 500)).toEqual({
    status,
    error: code,
  });
  return JSON.parse(res.body) as ErrorBody;
};

/**
 * Sends a request that must be refused and proves it changed nothing: `state` reads the rows the request
 * would have touched, before and after.
 */
export const expectRefusedUnchanged = async (
  send: () => Promise<LightMyRequestResponse>,
  status: number,
  code: string,
  state: () => Promise<unknown>,
): Promise<ErrorBody> => {
  const before = await state();
  const body = expectRefusal(await send(), status, code);
  expect(await state(), "a refused request must not change the data").toEqual(before);
  return body;
};
