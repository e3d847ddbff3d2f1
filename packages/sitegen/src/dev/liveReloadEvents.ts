/**
 * The events the dev server sends to the browser's live-reload client: read by the server
 * (Node) and by liveReloadClient.js (DOM), so nothing here may need either.
 */

/** What the browser overlay shows for a failed rebuild. */
export interface BuildErrorEvent {
  code?: string;
  message: string;
  /** 'content/docs/intro.md:3:1', when known */
  location?: string;
  hint?: string;
}

/** URL paths of the pages whose HTML changed, without trailing slash; '*' when every page must reload. */
export type ReloadPaths = string[] | '*';

/** The data of a 'reload' event. */
export interface ReloadEvent {
  paths: ReloadPaths;
}

/** Each server-sent event's name and the JSON of its data. */
export interface LiveReloadEventMap {
  reload: ReloadEvent;
  'build-error': BuildErrorEvent;
}
