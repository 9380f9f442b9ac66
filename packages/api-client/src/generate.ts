import openapiTS, { astToString } from "openapi-typescript";

const HEADER = `/**
 * Generated from FM Dispatch's OpenAPI document (GET /api/openapi.json) by openapi-typescript. Do not edit:
 * \`npm run generate --workspace @fm/api-client\` (against a running server), or the server's api-client test with
 * UPDATE_API_CLIENT=1, writes it again.
 */
`;

/** The TypeScript source of the client's types for one OpenAPI document. */
export const schemaSource = async (document: object): Promise<string> =>
  HEADER + astToString(await openapiTS(document as Parameters<typeof openapiTS>[0], { alphabetize: true }));
