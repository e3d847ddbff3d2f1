/** The browser entry: hydrates the islands of the page. The client router re-mounts through `mountIslands`. */
import { mountIslands } from './mountIslands.js';

export { mountIslands } from './mountIslands.js';

mountIslands(document);
