/**
 * The package manager a new site is created with (`npm create`, `pnpm create`, `yarn create`,
 * or `sitegen init` run through one of them), and its words for what the site's README, the
 * printed next steps and the GitHub workflow tell the team to run.
 */
export interface PackageManager {
  name: 'npm' | 'pnpm' | 'yarn';
  /** the version that ran, e.g. '10.34.9'; undefined for npm, which the workflow takes from setup-node */
  version?: string;
}

const USER_AGENT = /^(pnpm|yarn)\/(\d+\.\d+\.\d+)/;

/**
 * npm, pnpm and Yarn (1 and Berry) all pass `npm_config_user_agent` to what they run, starting
 * with their name and version ('pnpm/10.34.9 npm/? node/v22.22.0 linux x64'). Anything else
 * (npm itself, bun, a plain `node`) gets npm's words: npm comes with Node.
 */
export function detectPackageManager(userAgent: string | undefined): PackageManager {
  const match = USER_AGENT.exec(userAgent ?? '');
  if (match === null) return { name: 'npm' };
  return { name: match[1] === 'pnpm' ? 'pnpm' : 'yarn', version: match[2] };
}

/** Yarn 2 and later ("Berry") differ from Yarn 1 in their lockfile flag, linker and setup. */
export function isYarnBerry(manager: PackageManager): boolean {
  return manager.name === 'yarn' && Number.parseInt(manager.version ?? '1', 10) >= 2;
}

export interface PackageManagerCommands {
  /** installs the site's dependencies */
  install: string;
  /** a script of the site's package.json, with extra arguments passed on to it */
  run: (script: string, args?: string) => string;
  /** a binary of the site's dependencies */
  exec: (command: string) => string;
  /** the lockfile `install` writes, which CI installs from */
  lockfile: string;
  /** CI's install: exactly the lockfile, failing when it is missing or out of date */
  ciInstall: string;
}

export function packageManagerCommands(manager: PackageManager): PackageManagerCommands {
  const withArgs = (command: string, args: string | undefined): string => (args === undefined ? command : `${command} ${args}`);
  switch (manager.name) {
    case 'npm':
      return {
        install: 'npm install',
        run: (script, args) => withArgs(`npm run ${script}`, args === undefined ? undefined : `-- ${args}`),
        exec: (command) => `npx ${command}`,
        lockfile: 'package-lock.json',
        ciInstall: 'npm ci',
      };
    case 'pnpm':
      return {
        install: 'pnpm install',
        run: (script, args) => withArgs(`pnpm ${script}`, args),
        exec: (command) => `pnpm exec ${command}`,
        lockfile: 'pnpm-lock.yaml',
        ciInstall: 'pnpm install --frozen-lockfile',
      };
    case 'yarn':
      return {
        install: 'yarn install',
        run: (script, args) => withArgs(`yarn ${script}`, args),
        exec: (command) => `yarn ${command}`,
        lockfile: 'yarn.lock',
        ciInstall: isYarnBerry(manager) ? 'yarn install --immutable' : 'yarn install --frozen-lockfile',
      };
  }
}
