import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './loadConfig.js';

describe('loadConfig', () => {
  it("resolves '@sitegen/core' to the running sitegen, in a folder that has not installed it", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'sitegen-config-'));
    const file = path.join(dir, 'sitegen.config.ts');
    await writeFile(
      file,
      "import { defineConfig } from '@sitegen/core';\nexport default defineConfig({ title: 'Elsewhere', baseUrl: '/x/' });\n",
    );
    expect(await loadConfig(file)).toEqual({ title: 'Elsewhere', baseUrl: '/x/' });
  });

  it('says so when --config names a folder, pointing at the config file inside', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'sitegen-config-'));
    await writeFile(path.join(dir, 'sitegen.config.ts'), "export default { title: 'T' };\n");
    const error = await loadConfig(dir).catch((e: unknown) => e);
    expect(error).toMatchObject({
      code: 'config/not-a-file',
      message: `${dir} is a folder: --config takes the config file itself`,
      hint: expect.stringContaining('sitegen.config.ts'),
    });
  });
});
