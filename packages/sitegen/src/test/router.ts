import { createRouter, type Router } from '../router/createRouter.js';

/** A router for a site under `basePath` with docs at /docs and the API at /docs/api. */
export function testRouter(basePath = '/b/', origin = ''): Router {
  return createRouter({ basePath, origin, docsRoutePath: 'docs', apiRoutePath: 'docs/api' });
}
