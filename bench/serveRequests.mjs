/**
 * How fast `sitegen serve` and `sitegen dev` answer for one script asset, by the encoding
 * asked (br, gzip, none): keep-alive connections on 127.0.0.1 ask for it again and again for
 * a fixed time, several rounds; medians are printed. The servers run in a child process, so
 * beside requests per second (which on a shared machine mostly measures waiting) it prints
 * the server's CPU time per request, which load on the machine barely moves. The dev server
 * is measured through its request handler on an in-memory site (no builder: this measures
 * answering, not building).
 *
 *   node bench/serveRequests.mjs [--asset file.js] [--seconds 3] [--rounds 5] [--connections 8] [--dist dir]
 *
 * `--dist` names another build of the servers to compare with (an earlier commit's, e.g.
 * bundled with esbuild): a folder holding serve/serveSite.js, dev/createDevRequestHandler.js
 * and dev/LiveReloadHub.js.
 */
import { fork } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { Agent, createServer, request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { median, round } from './report.mjs';

const { values } = parseArgs({
  options: {
    asset: { type: 'string' },
    seconds: { type: 'string', default: '3' },
    rounds: { type: 'string', default: '5' },
    connections: { type: 'string', default: '8' },
    dist: { type: 'string', default: fileURLToPath(new URL('../packages/sitegen/dist/', import.meta.url)) },
    child: { type: 'boolean', default: false },
  },
});
const ASSET = 'assets/main-BENCH.js';

/** A script the size of the theme's main bundle (about 40 kB), when no asset is named. */
function sampleScript() {
  const lines = [];
  for (let index = 0; lines.join('\n').length < 40_000; index++) {
    lines.push(
      `export function handler${index}(event){const target=event.target;if(target.dataset.open==="${index}"){target.classList.toggle("open-${index}")}return target}`,
    );
  }
  return lines.join('\n');
}

/** The child: both servers on the script, telling the parent their URLs and, when asked, the CPU time spent. */
async function serveInChild() {
  const load = (module) => import(pathToFileURL(path.join(values.dist, module)).href);
  const { serveSite } = await load('serve/serveSite.js');
  const { createDevRequestHandler } = await load('dev/createDevRequestHandler.js');
  const { LiveReloadHub } = await load('dev/LiveReloadHub.js');
  const script = values.asset === undefined ? sampleScript() : await readFile(values.asset, 'utf8');
  const root = await mkdtemp(path.join(os.tmpdir(), 'sitegen-bench-serve-'));
  await mkdir(path.join(root, 'assets'));
  await writeFile(path.join(root, ASSET), script);
  await writeFile(path.join(root, 'index.html'), '<!doctype html><title>Home</title>');
  const served = await serveSite({ outDir: root, basePath: '/b/', port: 0, host: '127.0.0.1' });
  const files = new Map([
    ['index.html', Buffer.from('<!doctype html><title>Home</title>')],
    [ASSET, Buffer.from(script)],
  ]);
  const hub = new LiveReloadHub();
  const dev = createServer(createDevRequestHandler({ basePath: () => '/b/', output: () => files, hub, clientScript: '' }));
  await new Promise((resolve) => dev.listen(0, '127.0.0.1', resolve));
  process.on('message', async (message) => {
    if (message === 'cpu') process.send({ cpu: process.cpuUsage() });
    if (message === 'stop') {
      hub.close();
      dev.close();
      await served.close();
      await rm(root, { recursive: true, force: true });
      process.exit(0);
    }
  });
  process.send({
    bytes: Buffer.byteLength(script),
    serve: new URL(ASSET, served.url).href,
    dev: `http://127.0.0.1:${dev.address().port}/b/${ASSET}`,
  });
}

/** Requests for `url` on keep-alive connections for the round's time: answers per second and body bytes each. */
async function oneRound(url, encoding) {
  const connections = Number(values.connections);
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const headers = encoding === 'none' ? {} : { 'accept-encoding': encoding };
  const deadline = performance.now() + Number(values.seconds) * 1000;
  let answered = 0;
  let bodyBytes = 0;
  const once = () =>
    new Promise((resolve, reject) => {
      const req = request(url, { agent, headers }, (res) => {
        if (res.statusCode !== 200) reject(new Error(`${url}: status ${res.statusCode}`));
        res.on('data', (chunk) => {
          bodyBytes += chunk.length;
        });
        res.on('end', resolve);
      });
      req.on('error', reject);
      req.end();
    });
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline) {
        await once();
        answered++;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  return { answered, perSecond: answered / elapsed, bytesEach: Math.round(bodyBytes / answered) };
}

async function main() {
  const child = fork(fileURLToPath(import.meta.url), [...process.argv.slice(2), '--child'], { stdio: 'inherit' });
  const nextMessage = () => new Promise((resolve) => child.once('message', resolve));
  const ready = await nextMessage();
  const cpuMs = async () => {
    child.send('cpu');
    const { cpu } = await nextMessage();
    return (cpu.user + cpu.system) / 1000;
  };
  const configs = ['serve', 'dev'].flatMap((server) => ['br', 'gzip', 'none'].map((encoding) => ({ server, encoding })));
  // a warm-up round of each, not counted: the first request compresses, and the first
  // config measured would otherwise also pay for the JIT's warming up
  for (const { server, encoding } of configs) await oneRound(ready[server], encoding);
  const rows = [];
  for (const { server, encoding } of configs) {
    const rates = [];
    const cpuPerRequest = [];
    let bytesEach = 0;
    for (let index = 0; index < Number(values.rounds); index++) {
      const before = await cpuMs();
      const sample = await oneRound(ready[server], encoding);
      cpuPerRequest.push(((await cpuMs()) - before) / sample.answered);
      rates.push(sample.perSecond);
      bytesEach = sample.bytesEach;
    }
    rows.push({
      server,
      encoding,
      bytesEach,
      'req/s (median)': round(median(rates), 0),
      'server CPU ms/req (median)': round(median(cpuPerRequest), 3),
      'req/s of one core (1000/CPU)': round(1000 / median(cpuPerRequest), 0),
    });
  }
  child.send('stop');
  console.log(
    `${ready.bytes} bytes of script, ${values.connections} connections, ${values.rounds} rounds of ${values.seconds} s, ` +
      `${os.cpus().length} cores, load ${os.loadavg()[0].toFixed(1)}, servers from ${values.dist}`,
  );
  console.table(rows);
}

if (values.child) await serveInChild();
else await main();
