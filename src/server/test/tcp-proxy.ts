import net from "node:net";

/**
 * A TCP proxy to `target` on a port of its own, to cut a database off and bring it back without
 * touching the database server: `stop()` closes the listener and destroys every connection (new
 * connections are refused, open ones reset), `start()` listens again on the same port.
 */
export async function createTcpProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  const track = (s: net.Socket) => {
    sockets.add(s);
    s.on("close", () => sockets.delete(s));
    s.on("error", () => {});
  };
  let server: net.Server | undefined;
  let port = 0;
  const start = () =>
    new Promise<void>((resolve, reject) => {
      server = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host);
        track(client);
        track(upstream);
        client.on("close", () => upstream.destroy());
        upstream.on("close", () => client.destroy());
        client.pipe(upstream).pipe(client);
      });
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => {
        port = (server!.address() as net.AddressInfo).port;
        resolve();
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (!server) return resolve();
      server.close(() => resolve());
      server = undefined;
      for (const s of sockets) s.destroy();
    });
  await start();
  return { port, start, stop };
}
