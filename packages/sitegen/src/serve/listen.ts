import type { Server } from 'node:http';
import { SitegenError } from '../errors/SitegenError.js';

/** How many ports after the one asked for `sitegen dev` tries before it gives up. */
const NEXT_PORTS = 20;

export interface ListenOptions {
  /** a port in use moves on to the next free one (`sitegen dev`), instead of failing (`sitegen serve`) */
  orNextFree?: boolean;
}

/**
 * Starts `server` on host:port (0: any free port) for `sitegen serve` and `sitegen dev`
 * alike, and resolves to the port it got. A port in use is the owner's to change, unless
 * `orNextFree`: a dev server moves to the next free port, as Vite's and Docusaurus's do.
 */
export async function listen(server: Server, port: number, host: string, options: ListenOptions = {}): Promise<number> {
  const last = options.orNextFree === true && port !== 0 ? Math.min(port + NEXT_PORTS, 65535) : port;
  for (let candidate = port; ; candidate++) {
    const outcome = await listenOnce(server, candidate, host);
    if (outcome !== 'in-use') return outcome;
    if (candidate >= last) {
      throw new SitegenError({
        code: 'serve/port-in-use',
        message:
          candidate === port ? `port ${port} on ${host} is already in use` : `ports ${port} to ${candidate} on ${host} are all in use`,
        hint: `Stop the other server or pick another port, e.g. --port ${candidate + 1}.`,
      });
    }
  }
}

function listenOnce(server: Server, port: number, host: string): Promise<number | 'in-use'> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException): void => {
      server.off('listening', onListening);
      if (error.code === 'EADDRINUSE') resolve('in-use');
      else reject(cannotListen(error, port, host));
    };
    const onListening = (): void => {
      server.off('error', onError);
      const address = server.address();
      resolve(typeof address === 'object' && address !== null ? address.port : port);
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(port, host);
  });
}

/**
 * Why the server cannot listen on host:port, as the owner's mistake it is: `--host` that
 * names no address of this machine, or a port the user may not take. Anything else stays the
 * system's error.
 */
function cannotListen(error: NodeJS.ErrnoException, port: number, host: string): Error {
  const why =
    error.code === 'ENOTFOUND' || error.code === 'EAI_AGAIN' || error.code === 'EAI_NONAME'
      ? `the host '${host}' is not a name or address this machine resolves`
      : error.code === 'EADDRNOTAVAIL'
        ? `the host '${host}' is not an address of this machine`
        : error.code === 'EACCES'
          ? `port ${port} needs privileges this user does not have (ports below 1024 do)`
          : error.code === 'EAFNOSUPPORT'
            ? `the host '${host}' is of an address family this machine does not support`
            : undefined;
  if (why === undefined) return error;
  return new SitegenError({
    code: 'serve/cannot-listen',
    message: `cannot serve on ${host}:${port}: ${why} (${error.code})`,
    hint:
      error.code === 'EACCES'
        ? 'Pick a port of 1024 or more, e.g. --port 3000.'
        : "Pass --host an address of this machine: 127.0.0.1 (this machine only), 0.0.0.0 (every network), '::' or a name such as localhost.",
    cause: error,
  });
}
