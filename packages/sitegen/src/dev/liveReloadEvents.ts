/**
 * The events the dev server sends to the browser's live-reload client: read by the server
 * (Node) and by liveReloadClient.js (DOM), so nothing here may need either.
 */

/** One problem as the browser shows it: an error in the overlay, a warning in the warnings panel. */
export interface DiagnosticView {
  code?: string;
  message: string;
  /** 'content/docs/intro.md:3:1' (relative to the site), when known */
  location?: string;
  hint?: string;
}

/** What the browser overlay shows for a failed rebuild. */
export interface BuildErrorEvent extends DiagnosticView {
  /** the build's other errors, when it found several (each page check error is one) */
  more?: DiagnosticView[];
  /** no build has succeeded yet: there are no last good pages to serve */
  nothingServed?: boolean;
}

/** The warnings of the last build, sent after each build, failed or not. */
export interface WarningsEvent {
  /** each page's warnings, by the page's URL path as in ReloadPaths; pages without any are absent */
  pages: Record<string, DiagnosticView[]>;
  /** the site's warnings in all: those of every page and those of no page (config, navigation) */
  total: number;
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
  warnings: WarningsEvent;
}
