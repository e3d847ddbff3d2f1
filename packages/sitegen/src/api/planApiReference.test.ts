import { describe, expect, it } from 'vitest';
import { SitegenError } from '../errors/SitegenError.js';
import { createRouter, routerConfigOf } from '../router/createRouter.js';
import type { ApiSource } from './loadApiSource.js';
import type { ApiDeclaration, ApiModule } from './model.js';
import { declarationOf } from '../test/apiModel.js';
import { moduleSlug, planApiReference } from './planApiReference.js';

const router = createRouter(routerConfigOf({ baseUrl: '/b/', url: '', docsRouteBasePath: 'docs', api: undefined }));

function fn(name: string, module?: string): ApiDeclaration {
  return declarationOf({ name, kind: 'function', ...(module === undefined ? {} : { module }) });
}

function source(declarations: ApiDeclaration[], modules?: ApiModule[]): ApiSource {
  return {
    model: { packageName: 'pkg', declarations, unsupported: [], ...(modules ? { modules } : {}) },
    file: 'reflections.json',
    package: { name: 'pkg', label: 'pkg', file: 'package.json', strictPackageLinks: true },
    diagnostics: [],
  };
}

describe('planApiReference with several entry points', () => {
  it("names a module's segment for a route", () => {
    expect(moduleSlug('viem/chains')).toBe('viem-chains');
    expect(moduleSlug('@scope/pkg/sub')).toBe('scope-pkg-sub');
  });

  it('gives a name two modules declare to the first module in a bare symbol link', () => {
    const plan = planApiReference(
      source(
        [fn('parse', 'b'), fn('parse', 'a')],
        [
          { name: 'a', reExports: [] },
          { name: 'b', reExports: [] },
        ],
      ),
      router,
    );
    expect(plan.entries.map((entry) => entry.routePath)).toEqual(['docs/api/a/functions/parse', 'docs/api/b/functions/parse']);
    expect(plan.symbols.get('parse')).toEqual({ routePath: 'docs/api/a/functions/parse' });
  });

  it("gives a module's kind of more than 200 exports a page of its own under the module", () => {
    const many = Array.from({ length: 201 }, (_, index) => fn(`f${index}`, 'a'));
    const plan = planApiReference(source(many, [{ name: 'a', reExports: [] }]), router);
    expect(plan.modules?.[0]?.groups.map((group) => group.routePath)).toEqual(['docs/api/a/functions']);
    expect(plan.sidebar.modules?.[0]?.groups[0]?.routePath).toBe('docs/api/a/functions');
  });

  it('keeps the routes of one entry point', () => {
    expect(planApiReference(source([fn('swap')]), router).entries[0]?.routePath).toBe('docs/api/functions/swap');
  });

  it('refuses two modules at the same route', () => {
    const modules = [
      { name: 'pkg/a', reExports: [] },
      { name: '@pkg/a', reExports: [] },
    ];
    expect(() => planApiReference(source([fn('x', 'pkg/a')], modules), router)).toThrow(SitegenError);
    expect(() => planApiReference(source([fn('x', 'pkg/a')], modules), router)).toThrow(/pkg\/a and @pkg\/a would both be at api\/pkg-a/);
  });
});
