import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Config } from '../config.ts';

/** Listens on the configured host and port; 'localhost' binds both loopback families. */
export async function listen(
  handler: http.RequestListener,
  config: Config,
): Promise<http.Server[]> {
  const create = () => {
    const server = http.createServer(
      { requestTimeout: 30_000, headersTimeout: 20_000, keepAliveTimeout: 5_000 },
      handler,
    );
    return server;
  };
  const bind = (server: http.Server, host: string, port: number) =>
    new Promise<http.Server>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => {
        server.off('error', reject);
        resolve(server);
      });
    });
  // 'localhost' means both loopback families, so browsers reach it whichever they try first.
  if (config.host !== 'localhost') return [await bind(create(), config.host, config.port)];
  const first = await bind(create(), '127.0.0.1', config.port);
  const port = (first.address() as AddressInfo).port;
  try {
    return [first, await bind(create(), '::1', port)];
  } catch {
    return [first]; // No IPv6 loopback on this machine.
  }
}
