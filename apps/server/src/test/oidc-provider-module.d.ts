// The few parts of oidc-provider (v9, ships no types) that the test helper uses.
declare module "oidc-provider" {
  import type { IncomingMessage, ServerResponse } from "node:http";

  export interface AccessTokenJwt {
    header: Record<string, unknown> | undefined;
    payload: Record<string, unknown>;
  }

  export interface ResourceServerInfo {
    scope: string;
    audience?: string;
    accessTokenTTL?: number;
    accessTokenFormat?: "opaque" | "jwt";
    jwt?: { sign?: { alg?: string; kid?: string } };
  }

  export interface ProviderConfiguration {
    clients?: Array<Record<string, unknown>>;
    jwks?: { keys: Array<Record<string, unknown>> };
    cookies?: { keys?: string[] };
    findAccount?: (ctx: unknown, sub: string) => Promise<undefined | { accountId: string; claims(): object }>;
    features?: {
      clientCredentials?: { enabled: boolean };
      devInteractions?: { enabled: boolean };
      introspection?: { enabled: boolean };
      revocation?: { enabled: boolean };
      resourceIndicators?: {
        enabled: boolean;
        defaultResource?: (
          ctx: unknown,
          client: unknown,
          oneOf?: string[],
        ) => Promise<string | string[] | undefined>;
        useGrantedResource?: (ctx: unknown, model: unknown) => Promise<boolean>;
        getResourceServerInfo: (
          ctx: unknown,
          resourceIndicator: string,
          client: unknown,
        ) => Promise<ResourceServerInfo>;
      };
    };
    formats?: {
      customizers?: { jwt?: (ctx: unknown, token: unknown, jwt: AccessTokenJwt) => Promise<void> | void };
    };
    ttl?: Record<string, number>;
  }

  export class Provider {
    constructor(issuer: string, configuration?: ProviderConfiguration);
    readonly issuer: string;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
  }
}
