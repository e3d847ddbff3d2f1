import { describe, expect, it } from 'vitest';
import { SitegenError } from '../errors/SitegenError.js';
import { formatKeyPath, validateConfig } from './validateConfig.js';

function problems(value: unknown): string[] {
  try {
    validateConfig(value, '/site/sitegen.config.ts');
  } catch (error) {
    expect(error).toBeInstanceOf(SitegenError);
    const e = error as SitegenError;
    expect(e.code).toBe('config/invalid');
    expect(e.location).toEqual({ file: '/site/sitegen.config.ts' });
    return e.details;
  }
  throw new Error('expected the config to be invalid');
}

describe('validateConfig', () => {
  it('accepts a minimal config and fills the default link type', () => {
    const config = validateConfig({ title: 'SDK', navbar: { items: [{ label: 'Docs', to: 'docs' }] } }, 'c.ts');
    expect(config.navbar?.items?.[0]).toEqual({ type: 'default', label: 'Docs', to: 'docs' });
  });

  it('lists every problem at once with key path, expected and found', () => {
    const details = problems({
      tagline: 3,
      colour: 'dark',
      navbar: { items: [{ label: 'A' }, { label: 'B' }, { label: 'C', position: 'middle' }, { type: 'bogus' }] },
    });
    expect(details).toEqual([
      'title: expected string, found nothing (the key is missing)',
      'tagline: expected string, found number 3',
      'navbar.items[2].position: expected one of "left", "right", found the string "middle"',
      'navbar.items[3].type: expected one of "default", "dropdown", "localeDropdown", "search", "html", "doc", "docSidebar", "docsVersion", "docsVersionDropdown", found the string "bogus"',
      'colour: unknown key (remove it or check its spelling)',
    ]);
  });

  it('reports unknown keys inside nested objects', () => {
    expect(problems({ title: 'x', colorMode: { defaultMode: 'dark', switch: true } })).toEqual([
      'colorMode.switch: unknown key (remove it or check its spelling)',
    ]);
  });
});

describe('formatKeyPath', () => {
  it('writes array indexes in brackets', () => {
    expect(formatKeyPath(['navbar', 'items', 2, 'position'])).toBe('navbar.items[2].position');
    expect(formatKeyPath([])).toBe('(root)');
  });
});
