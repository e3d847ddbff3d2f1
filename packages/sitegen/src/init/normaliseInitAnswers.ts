import { SitegenError } from '../errors/SitegenError.js';

export interface InitAnswers {
  title: string;
  baseUrl: string;
  apiPackage?: string;
}

export const DEFAULT_INIT_ANSWERS = { title: 'My SDK', baseUrl: '/' } as const;

const PACKAGE_NAME = /^(@[a-z0-9-~][a-z0-9-._~]*\/)?[a-z0-9-~][a-z0-9-._~]*$/;

/**
 * Checks what the user typed or passed: a non-empty title, a base path (slashes added
 * where missing: 'docs' → '/docs/'), an npm package name. Every problem is listed at once.
 */
export function normaliseInitAnswers(answers: InitAnswers): InitAnswers {
  const problems: string[] = [];
  const title = answers.title.trim();
  if (title === '') problems.push('the title is empty: pass --title "My SDK"');
  const baseUrl = normaliseBaseUrl(answers.baseUrl.trim());
  if (baseUrl === undefined) {
    problems.push(`the base path ${JSON.stringify(answers.baseUrl)} is not a URL path: pass e.g. --base-url /my-sdk/`);
  }
  const apiPackage = answers.apiPackage?.trim();
  if (apiPackage !== undefined && !PACKAGE_NAME.test(apiPackage)) {
    problems.push(`${JSON.stringify(answers.apiPackage)} is not an npm package name: pass e.g. --api @scope/sdk`);
  }
  if (problems.length > 0 || baseUrl === undefined) {
    throw new SitegenError({
      code: 'init/invalid-option',
      message: problems.length === 1 ? (problems[0] ?? '') : `${problems.length} options are invalid`,
      hint: 'Run `sitegen init --help` for the options.',
      details: problems,
    });
  }
  return apiPackage === undefined ? { title, baseUrl } : { title, baseUrl, apiPackage };
}

function normaliseBaseUrl(value: string): string | undefined {
  if (!/^[A-Za-z0-9\-._~/]*$/.test(value) || value.includes('//') || value.split('/').includes('..')) return undefined;
  const trimmed = value.replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? '/' : `/${trimmed}/`;
}
