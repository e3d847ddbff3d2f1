import { describe, expect, it } from 'vitest';
import { SitegenError } from '../errors/SitegenError.js';
import { toBuildErrorEvent } from './toBuildErrorEvent.js';

describe('toBuildErrorEvent', () => {
  it('shows a user mistake with its code, site-relative file:line and hint', () => {
    const error = new SitegenError({
      code: 'content/front-matter',
      message: 'invalid front matter',
      hint: 'Close the front matter with ---.',
      location: { file: '/site/content/docs/intro.md', line: 3 },
    });
    const event = toBuildErrorEvent(error, '/site');
    expect(event).toEqual({
      code: 'content/front-matter',
      message: 'invalid front matter',
      location: 'content/docs/intro.md:3',
      hint: 'Close the front matter with ---.',
    });
  });

  it('lists the details a message only counts', () => {
    const error = new SitegenError({
      code: 'config/invalid',
      message: 'the site config has 1 problem',
      details: ['baseUrl: expected string, found 42'],
      location: { file: '/site/sitegen.config.ts' },
    });
    expect(toBuildErrorEvent(error, '/site').message).toBe('the site config has 1 problem\n  - baseUrl: expected string, found 42');
    const listed = new SitegenError({
      code: 'content/front-matter',
      message: 'invalid front matter: line 2: title: expected string',
      details: ['line 2: title: expected string'],
    });
    expect(toBuildErrorEvent(listed, '/site').message).toBe('invalid front matter: line 2: title: expected string');
  });

  it('adds the stack of a crash wrapped in a SitegenError, pointing into the page', () => {
    const cause = new Error('boom');
    cause.stack = 'Error: boom\n    at Home (/site/content/pages/index.tsx:12:9)\n    at render (react.js:1:1)';
    const error = new SitegenError({
      code: 'render/react-page',
      message: 'the page threw while rendering: boom',
      location: { file: '/site/content/pages/index.tsx' },
      cause,
    });
    const event = toBuildErrorEvent(error, '/site');
    expect(event.location).toBe('content/pages/index.tsx');
    expect(event.message).toContain('at Home (/site/content/pages/index.tsx:12:9)');
  });

  it("leaves out the frames of sitegen's own code and of libraries", () => {
    const cause = new Error('Expected identifier but found end of file');
    cause.stack = `Error: Expected identifier\n    at compileProblem (file:///usr/lib/node_modules/@sitegen/core/dist/load/importTypeScript.js:52:87)\n    at /site/node_modules/esbuild/lib/main.js:1:1`;
    const error = new SitegenError({
      code: 'config/syntax',
      message: 'the config file does not compile: Expected identifier but found end of file',
      location: { file: '/site/sitegen.config.ts', line: 2 },
      cause,
    });
    expect(toBuildErrorEvent(error, '/site').message).toBe('the config file does not compile: Expected identifier but found end of file');
  });

  it('keeps the stack of an unexpected error', () => {
    const event = toBuildErrorEvent(new TypeError('x is undefined'), '/site');
    expect(event.code).toBeUndefined();
    expect(event.message).toMatch(/^TypeError: x is undefined\n\s+at /);
  });
});
