import { describe, expect, it } from 'vitest';
import { detectPackageManager, isYarnBerry, packageManagerCommands } from './packageManager.js';

describe('detectPackageManager', () => {
  it('names the package manager of npm_config_user_agent, as each one writes it', () => {
    expect(detectPackageManager('pnpm/10.34.9 npm/? node/v22.22.0 linux x64')).toEqual({ name: 'pnpm', version: '10.34.9' });
    expect(detectPackageManager('yarn/1.22.22 npm/? node/v22.22.0 linux x64')).toEqual({ name: 'yarn', version: '1.22.22' });
    expect(detectPackageManager('yarn/4.18.1 npm/? node/v22.22.0 linux x64')).toEqual({ name: 'yarn', version: '4.18.1' });
    expect(detectPackageManager('npm/11.19.1 node/v22.22.0 linux x64 workspaces/false')).toEqual({ name: 'npm' });
  });

  it("gives npm's words where no pnpm or Yarn ran it (plain node, bun)", () => {
    expect(detectPackageManager(undefined)).toEqual({ name: 'npm' });
    expect(detectPackageManager('bun/1.2.0 npm/? node/v24.3.0 linux x64')).toEqual({ name: 'npm' });
  });
});

describe('packageManagerCommands', () => {
  it("passes a script's arguments on in each manager's way", () => {
    expect(packageManagerCommands({ name: 'npm' }).run('build', '--strict-links')).toBe('npm run build -- --strict-links');
    expect(packageManagerCommands({ name: 'pnpm', version: '10.34.9' }).run('build', '--strict-links')).toBe('pnpm build --strict-links');
    expect(packageManagerCommands({ name: 'yarn', version: '1.22.22' }).run('dev')).toBe('yarn dev');
  });

  it('installs exactly the lockfile in CI: Yarn 1 and Yarn Berry have different flags', () => {
    expect(packageManagerCommands({ name: 'npm' }).ciInstall).toBe('npm ci');
    expect(packageManagerCommands({ name: 'pnpm', version: '10.34.9' }).ciInstall).toBe('pnpm install --frozen-lockfile');
    expect(packageManagerCommands({ name: 'yarn', version: '1.22.22' }).ciInstall).toBe('yarn install --frozen-lockfile');
    expect(packageManagerCommands({ name: 'yarn', version: '4.18.1' }).ciInstall).toBe('yarn install --immutable');
    expect(isYarnBerry({ name: 'yarn', version: '4.18.1' })).toBe(true);
    expect(isYarnBerry({ name: 'yarn', version: '1.22.22' })).toBe(false);
  });
});
