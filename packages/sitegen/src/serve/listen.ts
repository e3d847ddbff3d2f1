import type { Server } from 'node:http';
import { SitegenError } from '../errors/SitegenError.js';

/**
 * Starts `server` on host:port (0: any free port) for `sitegen serve` and `sitegen dev`
 * alike, and resolves to the port it got. A port in use is the owner's to change.
 */
export function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EADDRINUSE') return reject(error);
      reject(
        new SitegenError({
          code: 'serve/port-in-use',
          message: `port ${port} on ${host} is already in use`,
          hint: `Stop the other server or pick another port, e.g. --port ${port + 1}.`,
        }),
      );
    });
    server.listen(port, host, () => {
      const address = server.address();
      resolve(typeof address === 'object' && address !== null ? address.port : port);
    });
  });
}
