import { describe, expect, it } from 'vitest';
import { prePaint, prePaintScript, type PrePaintConfig, type PrePaintWindow } from './prePaint.js';

const config: PrePaintConfig = {
  colorModeKey: 'cm',
  announcementKey: 'ann',
  themeAttribute: 'data-theme',
  themeChoiceAttribute: 'data-theme-choice',
  announcementAttribute: 'data-closed',
  mismatchAttribute: 'data-mismatch',
  jsAttribute: 'data-js',
  defaultMode: 'dark',
  respectPrefersColorScheme: true,
  announcementId: 'bar-1',
  basePath: '/base/',
};

function fakeWindow(storage: Record<string, string>, options: { dark?: boolean; path?: string; blocked?: boolean } = {}) {
  const attributes: Record<string, string> = {};
  const w: PrePaintWindow = {
    localStorage: {
      getItem: (key) => {
        if (options.blocked) throw new Error('SecurityError');
        return storage[key] ?? null;
      },
    },
    matchMedia: () => ({ matches: options.dark ?? false }),
    location: { pathname: options.path ?? '/base/docs/intro' },
    document: {
      documentElement: {
        setAttribute: (name, value) => {
          attributes[name] = value;
        },
      },
    },
  };
  return { w, attributes };
}

describe('prePaint', () => {
  it('applies a stored light or dark choice', () => {
    const { w, attributes } = fakeWindow({ cm: 'light' });
    prePaint(w, config);
    expect(attributes).toEqual({ 'data-js': '', 'data-theme-choice': 'light', 'data-theme': 'light' });
  });

  it('follows the system preference for a stored system choice', () => {
    const { w, attributes } = fakeWindow({ cm: 'system' }, { dark: true });
    prePaint(w, config);
    expect(attributes['data-theme-choice']).toBe('system');
    expect(attributes['data-theme']).toBe('dark');
  });

  it('ignores a stored system choice when the site does not respect the system preference', () => {
    const { w, attributes } = fakeWindow({ cm: 'system' }, { dark: false });
    prePaint(w, { ...config, respectPrefersColorScheme: false });
    expect(attributes['data-theme']).toBe('dark');
  });

  it('falls back to the default for invalid values and blocked storage', () => {
    for (const { w, attributes } of [fakeWindow({ cm: 'purple' }), fakeWindow({}, { blocked: true })]) {
      prePaint(w, config);
      expect(attributes['data-theme']).toBe('dark');
    }
  });

  it('hides the announcement bar closed under the same id only', () => {
    const closed = fakeWindow({ ann: 'bar-1' });
    prePaint(closed.w, config);
    expect(closed.attributes['data-closed']).toBe('');
    const other = fakeWindow({ ann: 'bar-0' });
    prePaint(other.w, config);
    expect(other.attributes['data-closed']).toBeUndefined();
  });

  it('flags a page served outside the base path', () => {
    const outside = fakeWindow({}, { path: '/docs/intro' });
    prePaint(outside.w, config);
    expect(outside.attributes['data-mismatch']).toBe('');
    for (const path of ['/base/', '/base', '/base/docs/']) {
      const inside = fakeWindow({}, { path });
      prePaint(inside.w, config);
      expect(inside.attributes['data-mismatch']).toBeUndefined();
    }
  });
});

describe('prePaintScript', () => {
  it('is a self-contained script that runs against the window, on one line without comments', () => {
    const { w, attributes } = fakeWindow({ cm: 'light' });
    const script = prePaintScript(config);
    new Function('window', script)(w);
    expect(attributes['data-theme']).toBe('light');
    expect(script).not.toMatch(/\n|\/\/|\/\*/);
  });

  it('cannot be closed early by a value containing </script>', () => {
    expect(prePaintScript({ ...config, basePath: '/</script>/' })).not.toContain('</script>');
  });
});
