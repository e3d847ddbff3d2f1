/**
 * An npm registry on 127.0.0.1 serving what the workspace already installed, so that a test
 * runs `npm create sitegen` and `npm install` as a user does, without the network: every
 * package of pnpm's virtual store (`node_modules/.pnpm`, each a plain unpacked folder) is
 * packed into a tarball when npm asks for it, and the tarballs of `pnpm pack` (sitegen's own
 * packages) are served as they are. Only the versions installed here exist; a platform
 * package of another system (esbuild's, Pagefind's) is left out of `optionalDependencies`,
 * as if it had never been published. A package the workspace patches (`pnpm.patchedDependencies`)
 * is served as npm has it, its patch reversed: a site installs what a user's would.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream, readFileSync } from 'node:fs';
import { cp, lstat, mkdir, mkdtemp, readdir, readFile } from 'node:fs/promises';
import http, { createServer, type ServerResponse } from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { getCACertificates } from 'node:tls';

interface Manifest {
  name: string;
  version: string;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
  bin?: string | Record<string, string>;
  engines?: Record<string, string>;
  os?: string[];
  cpu?: string[];
}

/** Packs sitegen's three packages (`pnpm pack`, as they would be published) into `<dir>/tarballs`; their paths. */
export async function packWorkspacePackages(repoRoot: string, dir: string): Promise<string[]> {
  const tarballs = path.join(dir, 'tarballs');
  await mkdir(tarballs);
  for (const folder of ['sitegen', 'theme', 'create-sitegen']) {
    execFileSync('pnpm', ['pack', '--pack-destination', tarballs], { cwd: path.join(repoRoot, 'packages', folder), stdio: 'ignore' });
  }
  return (await readdir(tarballs)).map((file) => path.join(tarballs, file));
}

/** Where a version's files are: a packed tarball, or a folder to pack on request. */
type Source = { manifest: Manifest; tarball: string } | { manifest: Manifest; folder: string; patch?: string };

export interface LocalRegistry {
  /** 'http://127.0.0.1:PORT/' */
  url: string;
  close(): Promise<void>;
}

export interface LocalRegistryParams {
  /** the workspace's `node_modules/.pnpm` */
  virtualStore: string;
  /** tarballs written by `pnpm pack` */
  tarballs: string[];
  /** where tarballs of store folders are written */
  workDir: string;
  /**
   * a registry to ask for the packages that neither the store nor the tarballs hold (e.g.
   * 'https://registry.npmjs.org/'), reached as npm on this machine reaches it (npmNetwork);
   * their tarballs are fetched through this registry too, so that a package manager under
   * test needs no network settings of its own. Without it, such a package is not found.
   */
  upstream?: string;
  /** packages to take from `upstream` even where the store holds them (its copy is not as published) */
  upstreamOnly?: RegExp;
}

export async function startLocalRegistry(params: LocalRegistryParams): Promise<LocalRegistry> {
  const packages = new Map<string, Map<string, Source>>();
  const add = (source: Source): void => {
    const versions = packages.get(source.manifest.name) ?? new Map<string, Source>();
    versions.set(source.manifest.version, source);
    packages.set(source.manifest.name, versions);
  };
  const workspace = path.dirname(path.dirname(params.virtualStore));
  const patches =
    (JSON.parse(await readFile(path.join(workspace, 'package.json'), 'utf8')) as WorkspaceManifest).pnpm?.patchedDependencies ?? {};
  for (const folder of await storeFolders(params.virtualStore)) {
    const manifest = JSON.parse(await readFile(path.join(folder, 'package.json'), 'utf8')) as Manifest;
    const patch = patches[`${manifest.name}@${manifest.version}`];
    // a patched folder's id has its patch's hash; the store may keep the unpatched one beside it
    const patched = path.basename(path.dirname(path.dirname(folder))).includes('_patch_hash=');
    if (!patched) add({ manifest, folder });
    else if (patch !== undefined && !packages.get(manifest.name)?.has(manifest.version))
      add({ manifest, folder, patch: path.join(workspace, patch) });
  }
  for (const tarball of params.tarballs) {
    const text = execFileSync('tar', ['-xzOf', tarball, 'package/package.json'], { encoding: 'utf8' });
    add({ manifest: JSON.parse(text) as Manifest, tarball });
  }

  const agent = params.upstream === undefined ? undefined : npmNetwork(process.env);
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://registry');
    const tarball = /^\/-\/(.+)\/(.+?)\.tgz$/.exec(url.pathname);
    if (tarball !== null) {
      const source = packages.get(decodeURIComponent(tarball[1] ?? ''))?.get(tarball[2] ?? '');
      if (source === undefined) return notFound(response);
      tarballOf(source, params.workDir).then(
        (file) => {
          response.writeHead(200, { 'content-type': 'application/octet-stream' });
          createReadStream(file).pipe(response);
        },
        (error: Error) => {
          response.writeHead(500, { 'content-type': 'text/plain' });
          response.end(error.message);
        },
      );
      return;
    }
    const name = decodeURIComponent(url.pathname.slice(1));
    const versions = params.upstreamOnly?.test(name) === true ? undefined : packages.get(name);
    if (versions === undefined) {
      if (params.upstream === undefined) return notFound(response);
      proxy(new URL(url.pathname.slice(1), params.upstream), request.headers.accept, `http://${request.headers.host}/`, agent, response);
      return;
    }
    const origin = `http://${request.headers.host}`;
    packument(name, versions, packages, origin, params.workDir).then(
      (document) => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify(document));
      },
      (error: Error) => {
        response.writeHead(500, { 'content-type': 'text/plain' });
        response.end(error.message);
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

function notFound(response: ServerResponse): void {
  response.writeHead(404, { 'content-type': 'application/json' });
  response.end('{"error":"not found"}');
}

/**
 * The upstream registry's answer, its tarballs' addresses moved here: the package managers
 * under test reach nothing but this registry (this machine's network may need a CA or a
 * proxy that they are not given).
 */
function proxy(url: URL, accept: string | undefined, local: string, agent: https.Agent | undefined, response: ServerResponse): void {
  const upstream = `${url.origin}/`;
  const client = url.protocol === 'https:' ? https : http;
  const fail = (error: unknown): void => {
    response.writeHead(502, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ error: `${url.href}: ${String(error)}` }));
  };
  client
    .get(url, { headers: accept === undefined ? {} : { accept }, agent: url.protocol === 'https:' ? agent : undefined }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('error', fail);
      answer.on('end', () => {
        const type = answer.headers['content-type'] ?? 'application/json';
        const body = Buffer.concat(chunks);
        response.writeHead(answer.statusCode ?? 502, { 'content-type': type });
        response.end(type.includes('json') ? body.toString('utf8').replaceAll(upstream, local) : body);
      });
    })
    .on('error', fail);
}

/**
 * An agent that reaches the upstream registry as npm here does: npm's `cafile` beside Node's
 * own CAs (NODE_EXTRA_CA_CERTS among them), its `strict-ssl`, and its proxy (`https-proxy`,
 * or HTTPS_PROXY, and `noproxy`).
 */
function npmNetwork(env: NodeJS.ProcessEnv): https.Agent {
  const config = JSON.parse(
    execFileSync('npm', ['config', 'list', '--json'], {
      env,
      encoding: 'utf8',
      // under `pnpm test`, npm warns of pnpm's own npm_config_* settings
      stdio: ['ignore', 'pipe', 'ignore'],
    }),
  ) as Record<string, unknown>;
  const text = (key: string): string | undefined => {
    const value = config[key];
    return typeof value === 'string' && value !== '' ? value : undefined;
  };
  const cafile = text('cafile');
  const proxy = text('https-proxy') ?? text('proxy') ?? env.HTTPS_PROXY ?? env.https_proxy;
  const noProxy = Array.isArray(config.noproxy) ? config.noproxy.join(',') : (text('noproxy') ?? env.NO_PROXY ?? env.no_proxy);
  return new https.Agent({
    ca: [...getCACertificates('default'), ...(cafile === undefined ? [] : [readFileSync(cafile, 'utf8')])],
    rejectUnauthorized: config['strict-ssl'] !== false,
    ...(proxy === undefined ? {} : { proxyEnv: { HTTPS_PROXY: proxy, NO_PROXY: noProxy } }),
  });
}

/** Every package folder of the virtual store (`.pnpm/<id>/node_modules/<name>`), not the links to its dependencies beside it. */
async function storeFolders(virtualStore: string): Promise<string[]> {
  const folders: string[] = [];
  for (const id of await readdir(virtualStore)) {
    const modules = path.join(virtualStore, id, 'node_modules');
    const entries = await readdir(modules).catch(() => [] as string[]);
    const names = (
      await Promise.all(
        entries.map(async (entry) =>
          entry.startsWith('@') ? (await readdir(path.join(modules, entry))).map((name) => `${entry}/${name}`) : [entry],
        ),
      )
    ).flat();
    for (const name of names) {
      const folder = path.join(modules, name);
      const info = await lstat(folder);
      if (info.isDirectory() && !info.isSymbolicLink()) folders.push(folder);
    }
  }
  return folders;
}

interface WorkspaceManifest {
  pnpm?: { patchedDependencies?: Record<string, string> };
}

const packed = new Map<string, Promise<string>>();

/**
 * The folder as an npm tarball (its files under `package/`), packed once; a patched one from
 * a copy with its patch reversed. pnpm's store hard-links files of equal content, which tar
 * would write as links; npm extracts only files.
 */
function packFolder(folder: string, patch: string | undefined, workDir: string): Promise<string> {
  let file = packed.get(folder);
  if (file === undefined) {
    const tarball = path.join(workDir, `${packed.size}.tgz`);
    file = (async () => {
      let from = folder;
      if (patch !== undefined) {
        from = path.join(await mkdtemp(path.join(workDir, 'unpatched-')), 'package');
        await cp(folder, from, { recursive: true, dereference: true });
        execFileSync('patch', ['--reverse', '--strip=1', '--silent', '--no-backup-if-mismatch', `--input=${patch}`], { cwd: from });
      }
      execFileSync('tar', ['-czf', tarball, '--hard-dereference', '-C', from, '--transform', 's,^\\.,package,', '.']);
      return tarball;
    })();
    packed.set(folder, file);
  }
  return file;
}

function tarballOf(source: Source, workDir: string): Promise<string> {
  return 'tarball' in source ? Promise.resolve(source.tarball) : packFolder(source.folder, source.patch, workDir);
}

/** Yarn 1 checks each tarball against its packument's `shasum` or `integrity`, and fails without both. */
function checksums(file: string): Promise<{ shasum: string; integrity: string }> {
  let sums = checksummed.get(file);
  if (sums === undefined) {
    sums = readFile(file).then((bytes) => ({
      shasum: createHash('sha1').update(bytes).digest('hex'),
      integrity: `sha512-${createHash('sha512').update(bytes).digest('base64')}`,
    }));
    checksummed.set(file, sums);
  }
  return sums;
}

const checksummed = new Map<string, Promise<{ shasum: string; integrity: string }>>();

/** The registry's document of one package: its versions, where their tarballs are and their checksums. */
async function packument(
  name: string,
  versions: Map<string, Source>,
  packages: Map<string, unknown>,
  origin: string,
  workDir: string,
): Promise<object> {
  const sums = await Promise.all([...versions.values()].map(async (source) => checksums(await tarballOf(source, workDir))));
  const entries = [...versions.values()].map(({ manifest }, index) => {
    const optional = Object.entries(manifest.optionalDependencies ?? {}).filter(([dependency]) => packages.has(dependency));
    const version = {
      name,
      version: manifest.version,
      dependencies: { ...manifest.dependencies },
      optionalDependencies: Object.fromEntries(optional),
      peerDependencies: manifest.peerDependencies,
      peerDependenciesMeta: manifest.peerDependenciesMeta,
      bin: manifest.bin,
      engines: manifest.engines,
      os: manifest.os,
      cpu: manifest.cpu,
      dist: { tarball: `${origin}/-/${encodeURIComponent(name)}/${manifest.version}.tgz`, ...sums[index] },
    };
    // npm lists optional dependencies among the dependencies too; the ones left out must go from both
    for (const dependency of Object.keys(manifest.optionalDependencies ?? {})) {
      if (!packages.has(dependency)) delete version.dependencies[dependency];
    }
    return [manifest.version, version] as const;
  });
  const latest = entries
    .map(([version]) => version)
    .sort(compareVersions)
    .at(-1);
  return { name, 'dist-tags': { latest }, versions: Object.fromEntries(entries) };
}

function compareVersions(a: string, b: string): number {
  const parts = (version: string): number[] => version.split(/[.+-]/).map((part) => Number.parseInt(part, 10) || 0);
  const [x, y] = [parts(a), parts(b)];
  for (let i = 0; i < Math.max(x.length, y.length); i++) {
    const difference = (x[i] ?? 0) - (y[i] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}
