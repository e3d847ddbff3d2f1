import { execFile } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { guideBlock } from './sdk-runtime/guideBlocks.js';

/**
 * What the SDK does to the whole Node.js process, which a test inside vitest cannot see (vitest
 * installs its own handlers for uncaught errors): each case runs as a script of its own, with
 * tsx, on the SDK's real packages. The guides' claims about a failed socket connection and about
 * unhandled rejections rest on these.
 */

const root = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const scriptDir = join(root, 'tests/.tmp/sdk-process');
// loading the SDK (and the chaincode under it) takes a child process 5 to 20 s
const SLOW = 120_000;

interface Run {
  code: number | null;
  output: string;
}

function runScript(name: string, source: string, env: Record<string, string> = {}): Promise<Run> {
  mkdirSync(scriptDir, { recursive: true });
  const file = join(scriptDir, `${name}-${process.pid}.mts`);
  writeFileSync(file, source);
  return new Promise((done) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', file],
      { cwd: root, env: { ...process.env, ...env }, timeout: SLOW - 10_000 },
      (error, stdout, stderr) => {
        done({ code: error ? (typeof error.code === 'number' ? error.code : null) : 0, output: stdout + stderr });
      },
    );
  });
}

/** a local address nothing listens on: a port the system handed out, then closed again */
async function closedUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  const { port } = server.address() as { port: number };
  await new Promise((closed) => server.close(closed));
  return `http://127.0.0.1:${port}`;
}

describe('a failed event-socket connection (transaction-status.md, error-handling.md, browser-setup.md)', () => {
  it('never settles connectEventSocket(), reuses the pending attempt, and is caught by connect-with-timeout.ts', {
    timeout: SLOW,
  }, async () => {
    const blockFile = join(scriptDir, `connect-with-timeout-${process.pid}.ts`);
    mkdirSync(scriptDir, { recursive: true });
    writeFileSync(blockFile, guideBlock('tutorial-basics/transaction-status.md', 'connect-with-timeout.ts'));
    const run = await runScript(
      'socket-failure',
      `
import { EventSocketClient, Events, GSwap } from '@gala-chain/gswap-sdk';
const { connectWithTimeout } = await import(${JSON.stringify(blockFile)});

let sockets = 0;
Events.tradeEventEmitterConstructor = class extends EventSocketClient {
  constructor() {
    sockets += 1;
    super(process.env.CLOSED_URL ?? '');
  }
};
const reported: string[] = [];
console.error = (...args: unknown[]) => void reported.push(String(args[0]));

let state = 'pending';
GSwap.events.connectEventSocket().then(() => { state = 'resolved'; }, () => { state = 'rejected'; });
// the SDK reports the failure with console.error, then emits 'error', then would reject
while (reported.length === 0) await new Promise((tick) => setTimeout(tick, 10));
await new Promise((tick) => setImmediate(tick));
const connected = await connectWithTimeout(300);
console.log(JSON.stringify({ state, connected, sockets, socketConnected: GSwap.events.eventSocketConnected(), reported }));
`,
      { CLOSED_URL: await closedUrl() },
    );
    const result = JSON.parse(run.output.split('\n').find((line) => line.startsWith('{"state"')) ?? '{}');
    expect(result).toEqual({
      state: 'pending',
      connected: false,
      sockets: 1,
      socketConnected: false,
      reported: ['Failed to connect to bundler socket:'],
    });
    // the 'error' event had no listener: the emit threw, fabric-contract-api's handler logged it
    expect(run.output).toMatch(/uncaughtException: websocket error/);
    expect(run.code).toBe(0);
  });
});

describe('process-wide handlers installed by the SDK (transaction-status.md)', () => {
  const rejectThrowAndCarryOn = `
Promise.reject(new Error('nobody waits for this'));
setTimeout(() => { throw new Error('thrown in a timer'); }, 10);
setTimeout(() => console.log('still running'), 100);
`;

  it('with the SDK loaded, an unhandled rejection and an uncaught exception are logged, and the process goes on, exiting 0', {
    timeout: SLOW,
  }, async () => {
    const run = await runScript('with-sdk', `await import('@gala-chain/gswap-sdk');\n${rejectThrowAndCarryOn}`);
    expect(run.output).toContain('Unhandled Rejection reason Error: nobody waits for this');
    expect(run.output).toContain('uncaughtException: thrown in a timer');
    expect(run.output).toContain('still running');
    expect(run.code).toBe(0);
  });

  it('(without the SDK, the same script ends with code 1 at the rejection)', async () => {
    const run = await runScript('without-sdk', rejectThrowAndCarryOn);
    expect(run.output).not.toContain('still running');
    expect(run.code).toBe(1);
  });
});
