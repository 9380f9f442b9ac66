import type { HTTPMethods, InjectOptions } from "fastify";
import { afterAll, beforeAll } from "vitest";
import { type MakeUserOptions, signIn } from "./factories.ts";
import { createTestApp, type TestApp } from "./test-app.ts";

export interface UseTestAppOptions {
  /** Settings over the test defaults; a function when they are known only once earlier hooks ran (a fake's port). */
  env?: Record<string, string> | (() => Record<string, string>);
  /** A fixed clock for the whole file (`ctx.clock`). */
  now?: Date;
}

/**
 * The test file's app: created before its tests, closed after them (the one place a file's app lives and
 * dies). Its fields reach the app of the running file; read before `beforeAll` has run, it throws.
 */
export const useTestApp = ({ env = {}, now }: UseTestAppOptions = {}): TestApp => {
  let current: TestApp | undefined;
  const app = (): TestApp => {
    if (!current) throw new Error("useTestApp: the app exists only while the file's tests run");
    return current;
  };
  beforeAll(async () => {
    current = await createTestApp(typeof env === "function" ? env() : env);
    if (now) current.ctx.clock = () => now;
  });
  afterAll(async () => {
    await current?.close();
    current = undefined;
  });
  return {
    get app() {
      return app().app;
    },
    get ctx() {
      return app().ctx;
    },
    get db() {
      return app().db;
    },
    call: (token, opts) => app().call(token, opts),
    close: () => app().close(),
  };
};

/** A caller: the token of a user signed in for the file's tests. */
export interface SignedIn {
  token: string;
  userid: number;
}

/** A user of `opts` signed in on `t` before the file's tests (after its app exists). */
export const useSignedIn = (t: TestApp, opts: MakeUserOptions): SignedIn => {
  const caller: SignedIn = { token: "", userid: 0 };
  beforeAll(async () => {
    const { user, token } = await signIn(t, opts);
    caller.token = token;
    caller.userid = user.id;
  });
  return caller;
};

/** `method url` as `caller`, with `payload` as the JSON body when there is one. */
export const jsonCaller =
  (t: TestApp, caller: SignedIn) =>
  (method: HTTPMethods, url: string, payload?: InjectOptions["payload"], as: string = caller.token) =>
    t.call(as, { method, url, ...(payload === undefined ? {} : { payload }) });
