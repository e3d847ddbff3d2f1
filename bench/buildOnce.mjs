/**
 * One build in a fresh process, as the CLI runs it, reporting what the bench needs as one
 * JSON line on stdout: wall and CPU milliseconds from process start (Node start-up
 * included), peak RSS, the main thread's busy time, the stages the build logged, and the
 * route count. The bench spawns it so every figure is a fresh process's; run alone:
 * `node bench/buildOnce.mjs <config> [outDir]`.
 */
import { performance } from 'node:perf_hooks';

// as the CLI does: React's production build, chosen before React is first imported
process.env.NODE_ENV ??= 'production';

const [configFile, outDir] = process.argv.slice(2);
const { build } = await import('../packages/sitegen/dist/pipeline/build.js');
const { workersFromEnv } = await import('../packages/sitegen/dist/cli/workersFromEnv.js');
const { createMemoryLogger } = await import('../packages/sitegen/dist/logger/memoryLogger.js');
const logger = createMemoryLogger();
const result = await build({ configFile, outDir, workers: workersFromEnv(process.env), logger });
const usage = process.resourceUsage();
process.stdout.write(
  `${JSON.stringify({
    // performance.now() counts from the process's time origin: start-up included
    wallMs: performance.now(),
    cpuMs: (usage.userCPUTime + usage.systemCPUTime) / 1000,
    maxRssMb: usage.maxRSS / 1024,
    // the main thread's busy time (its event loop's active time): the part no worker shares, at most
    mainThreadMs: performance.eventLoopUtilization().active,
    routes: result.routeCount,
    outDir: result.config.outDir,
    stages: logger.entries.filter((entry) => entry.level === 'stage').map(({ name, count, ms }) => ({ name, count, ms })),
  })}\n`,
);
