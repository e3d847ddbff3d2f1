/** The browser entry: hydrates the islands of the page. The client router re-mounts through `mountIslands`. */
import { mountIslands } from './mountIslands.js';
import { startRouter } from './router/startRouter.js';

export { mountIslands } from './mountIslands.js';

mountIslands(document);
startRouter(mountIslands);
