import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { builtinModules, createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Metafile, type Plugin } from 'esbuild';
import stdLibBrowser from 'node-stdlib-browser';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guideBlock } from '../content/sdk-runtime/guideBlocks.js';
import { launchChromium } from './themeBrowser.js';

/**
 * browser-setup.md's claims, run in Chromium: the guide's own blocks (global-alias.ts imported
 * first, then connect-wallet.ts) are bundled with esbuild for the browser, as a reader's app
 * would be, and loaded in a page served by page.route. The polyfills are node-stdlib-browser's,
 * the set vite-plugin-node-polyfills (the guide's Vite set-up) is built on, with its esbuild
 * helpers. Each bundle takes esbuild 5 to 10 s here: the SDK's browser build pulls in the DEX
 * chaincode, about 1,900 modules.
 */

const root = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const require = createRequire(import.meta.url);
const workDir = join(root, 'tests/.tmp/gswap-browser', String(process.pid));
const SLOW = 120_000;

const WALLET_APP = `import { connectGalaWallet } from './connect-wallet.ts';

(globalThis as { appReady?: string }).appReady = typeof connectGalaWallet;
`;

const nodeBuiltins = new Set(builtinModules.flatMap((name) => [name, `node:${name}`]));

/** every Node.js built-in left as an import, and recorded: what a bundle asks the polyfills for */
function recordBuiltins(asked: Set<string>): Plugin {
  return {
    name: 'record-node-builtins',
    setup(esbuild) {
      esbuild.onResolve({ filter: /.*/ }, ({ path }) => {
        if (!nodeBuiltins.has(path)) return undefined;
        asked.add(path.replace(/^node:/, ''));
        return { path, external: true };
      });
    },
  };
}

/** node-stdlib-browser's polyfill for each built-in; those it has none for (async_hooks, http2) get its empty module */
function stdLibPolyfills(): Plugin {
  const empty = require.resolve('node-stdlib-browser/mock/empty');
  const polyfills = new Map<string, string>(Object.entries(stdLibBrowser));
  return {
    name: 'node-stdlib-browser',
    setup(esbuild) {
      esbuild.onResolve({ filter: /^(node:)?[a-z0-9_/]+$/ }, async ({ path, resolveDir }) => {
        if (!nodeBuiltins.has(path)) return undefined;
        const polyfill = polyfills.get(path.replace(/^node:/, ''));
        return polyfill ? esbuild.resolve(polyfill, { kind: 'require-call', resolveDir }) : { path: empty };
      });
    },
  };
}

interface Bundle {
  file: string;
  inputs: string[];
}

/** `app`: app.ts (the guide's global alias first) or app-without-alias.ts */
async function bundleApp(
  name: string,
  options: { plugins: Plugin[]; inject?: string[]; app?: 'app.ts' | 'app-without-alias.ts' },
): Promise<Bundle> {
  const file = join(workDir, `${name}.js`);
  const result = await build({
    entryPoints: [join(workDir, options.app ?? 'app.ts')],
    bundle: true,
    platform: 'browser',
    format: 'esm',
    outfile: file,
    metafile: true,
    logLevel: 'silent',
    plugins: options.plugins,
    inject: options.inject ?? [],
  });
  return { file, inputs: Object.keys((result.metafile as Metafile).inputs) };
}

interface PageRun {
  /** the first uncaught error, with its whole stack */
  error: string;
  /** what the app's last line set: undefined when the page stopped before it */
  appReady: unknown;
}

/** loads the bundle in a page and waits for its first uncaught error */
async function loadUntilError(browser: Browser, bundle: Bundle): Promise<PageRun> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.addInitScript(() => {
      Error.stackTraceLimit = 200;
    });
    await page.route('http://app.test/**', (route) => {
      const { pathname } = new URL(route.request().url());
      if (pathname === '/') {
        return route.fulfill({ contentType: 'text/html', body: '<!doctype html><script type="module" src="/app.js"></script>' });
      }
      if (pathname === '/app.js') return route.fulfill({ contentType: 'text/javascript', path: bundle.file });
      return route.fulfill({ status: 404 });
    });
    const firstError = page.waitForEvent('pageerror');
    await page.goto('http://app.test/');
    const error = await firstError;
    return { error: error.stack ?? error.message, appReady: await page.evaluate(() => (globalThis as { appReady?: unknown }).appReady) };
  } finally {
    await context.close();
  }
}

let browser: Browser;

beforeAll(async () => {
  mkdirSync(workDir, { recursive: true });
  writeFileSync(join(workDir, 'global-alias.ts'), guideBlock('other/browser-setup.md', 'global-alias.ts'));
  writeFileSync(join(workDir, 'connect-wallet.ts'), guideBlock('other/browser-setup.md', 'connect-wallet.ts'));
  writeFileSync(join(workDir, 'app.ts'), `import './global-alias.ts';\n${WALLET_APP}`);
  writeFileSync(join(workDir, 'app-without-alias.ts'), WALLET_APP);
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  rmSync(workDir, { recursive: true, force: true });
});

describe('the gSwap SDK in a browser (browser-setup.md)', () => {
  it("esbuild for the browser picks the SDK's browser build, which still asks for Node.js built-ins", { timeout: SLOW }, async () => {
    const asked = new Set<string>();
    const bundle = await bundleApp('builtins-external', { plugins: [recordBuiltins(asked)] });
    const sdkFiles = bundle.inputs.filter((input) => input.includes('@gala-chain/gswap-sdk/'));
    expect(sdkFiles).toEqual([expect.stringMatching(/gswap-sdk\/dist\/browser\/index\.js$/)]);
    // the DEX chaincode and the Fabric and gRPC packages under it come along, with their Node.js needs
    expect(bundle.inputs.some((input) => input.includes('@gala-chain/chaincode/'))).toBe(true);
    expect(bundle.inputs.some((input) => input.includes('@grpc/grpc-js/'))).toBe(true);
    expect([...asked]).toEqual(expect.arrayContaining(['fs', 'http2', 'net', 'tls', 'dns', 'async_hooks', 'util', 'os', 'zlib']));

    // without polyfills, esbuild refuses those imports
    await expect(bundleApp('no-polyfills', { plugins: [] })).rejects.toThrow(/Could not resolve "(fs|http2|util|os)"/);
  });

  it('with the Node.js polyfills but neither global nor process, the page stops at load on "global is not defined"', {
    timeout: SLOW,
  }, async () => {
    const bundle = await bundleApp('no-globals', { plugins: [stdLibPolyfills()], app: 'app-without-alias.ts' });
    const run = await loadUntilError(browser, bundle);
    expect(run.error).toMatch(/^ReferenceError: global is not defined/);
    expect(run.appReady).toBeUndefined();
  });

  it('with the Node.js polyfills and the guide\'s global alias but no process, the page stops at load on "process is not defined"', {
    timeout: SLOW,
  }, async () => {
    const run = await loadUntilError(browser, await bundleApp('no-process', { plugins: [stdLibPolyfills()] }));
    expect(run.error).toMatch(/^ReferenceError: process is not defined/);
    expect(run.appReady).toBeUndefined();
  });

  it("with process, Buffer and global as well, the page still stops at load, inside the DEX chaincode's Node.js-only packages", {
    timeout: SLOW,
  }, async () => {
    const shim = require.resolve('node-stdlib-browser/helpers/esbuild/shim');
    const run = await loadUntilError(browser, await bundleApp('all-polyfills', { plugins: [stdLibPolyfills()], inject: [shim] }));
    expect(run.error).toMatch(/@grpc\/grpc-js\//);
    expect(run.error).toMatch(/@gala-chain\/chaincode\//);
    expect(run.error).toMatch(/@gala-chain\/dex\//);
    expect(run.appReady).toBeUndefined();
  });
});
