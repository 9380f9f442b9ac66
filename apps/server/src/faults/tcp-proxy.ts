import net from "node:net";

export interface TcpProxy {
  port: number;
  /** Like a database restart: every open connection is reset and new ones are refused until restore(). */
  cut(): void;
  /** Like a network that stops answering: connections are accepted but no byte goes through. */
  blackhole(): void;
  restore(): void;
  close(): Promise<void>;
}

/** A loopback TCP proxy in front of PostgreSQL that a test can cut and restore. */
export const startTcpProxy = async (target: { host: string; port: number }): Promise<TcpProxy> => {
  let mode: "open" | "cut" | "blackhole" = "open";
  const sockets = new Set<net.Socket>();
  const track = (s: net.Socket) => {
    sockets.add(s);
    s.on("close", () => sockets.delete(s));
    s.on("error", () => s.destroy());
  };
  const server = net.createServer((client) => {
    track(client);
    if (mode === "cut") {
      client.resetAndDestroy();
      return;
    }
    if (mode === "blackhole") return;
    const upstream = net.connect(target.port, target.host);
    track(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    client.on("close", () => upstream.destroy());
    upstream.on("close", () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  const dropAll = () => {
    for (const s of sockets) s.resetAndDestroy();
  };
  return {
    port,
    cut: () => {
      mode = "cut";
      dropAll();
    },
    blackhole: () => {
      mode = "blackhole";
      for (const s of sockets) {
        s.pause();
        s.unpipe();
      }
    },
    restore: () => {
      mode = "open";
      // Connections held while black-holed carry half a conversation: drop them, clients reconnect.
      dropAll();
    },
    close: async () => {
      dropAll();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};
