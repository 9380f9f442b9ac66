import http from "node:http";

export interface HttpResult {
  status: number;
  body: string;
  ms: number;
}

/** A keep-alive HTTP/1.1 client for loopback load: one socket per virtual user at most. */
export const createHttpClient = (baseUrl: string, maxSockets: number, timeoutMs: number) => {
  const agent = new http.Agent({ keepAlive: true, maxSockets, maxFreeSockets: maxSockets });
  const base = new URL(baseUrl);
  if (!["127.0.0.1", "localhost", "[::1]"].includes(base.hostname))
    throw new Error(`the load script only drives a loopback server, not ${base.hostname}`);

  const request = (
    method: "GET" | "PUT" | "POST",
    path: string,
    token: string | null,
    body?: unknown,
  ): Promise<HttpResult> =>
    new Promise((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const headers: Record<string, string> = { name: "load" };
      if (token) headers.authorization = `Bearer ${token}`;
      if (payload !== undefined) {
        headers["content-type"] = "application/json";
        headers["content-length"] = String(Buffer.byteLength(payload));
      }
      const t0 = performance.now();
      const req = http.request(
        { host: base.hostname, port: base.port, method, path, headers, agent, timeout: timeoutMs },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("end", () =>
            resolve({
              status: res.statusCode ?? 0,
              body: Buffer.concat(chunks).toString("utf8"),
              ms: performance.now() - t0,
            }),
          );
          res.on("error", reject);
        },
      );
      req.on("timeout", () => req.destroy(new Error(`timeout after ${timeoutMs} ms`)));
      req.on("error", reject);
      if (payload !== undefined) req.write(payload);
      req.end();
    });

  return { request, close: () => agent.destroy() };
};

export type HttpClient = ReturnType<typeof createHttpClient>;
