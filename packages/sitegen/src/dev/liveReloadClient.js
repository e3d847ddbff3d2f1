// @ts-check
// The live-reload client of `sitegen dev`, served as-is at /__sitegen/client.js and added to
// every HTML page only by the dev server. It listens to the server's events (same folder as
// this script): 'reload' reloads the page when its own output changed (or an error was
// showing: the fix clears it), 'build-error' shows an overlay with the file, line and message. Plain DOM,
// no innerHTML: error text is untrusted. Plain JavaScript so it is served without a build step;
// type-checked against the events' types (tsconfig.client.json, `pnpm typecheck`).

/** @typedef {import('./liveReloadEvents.js').LiveReloadEventMap} LiveReloadEventMap */

(() => {
  const script = /** @type {HTMLScriptElement | null} */ (document.currentScript);
  const eventsUrl = new URL('events', script ? script.src : location.href);
  const overlayId = 'sg-dev-overlay';
  let connectedBefore = false;

  function currentPath() {
    return location.pathname.replace(/\/index\.html$/, '/').replace(/\/$/, '') || '/';
  }

  /** @param {LiveReloadEventMap['build-error']} error */
  function showOverlay(error) {
    hideOverlay();
    const overlay = document.createElement('div');
    overlay.id = overlayId;
    overlay.setAttribute('role', 'alertdialog');
    overlay.setAttribute('aria-label', 'Build error');
    overlay.style.cssText =
      'position:fixed;inset:0;z-index:2147483647;overflow:auto;padding:2rem;' +
      'background:rgba(20,20,24,.94);color:#f8f8f2;font:14px/1.5 ui-monospace,SFMono-Regular,Menlo,monospace';
    const title = document.createElement('h2');
    title.textContent = `Build failed${error.code ? ` (${error.code})` : ''}`;
    title.style.cssText = 'margin:0 0 1rem;color:#ff6b6b;font-size:1.25rem';
    const where = document.createElement('p');
    where.className = 'sg-dev-overlay__location';
    where.textContent = error.location || '';
    where.style.cssText = 'margin:0 0 1rem;color:#8be9fd';
    const message = document.createElement('pre');
    message.className = 'sg-dev-overlay__message';
    message.textContent = error.message;
    message.style.cssText = 'white-space:pre-wrap;margin:0 0 1rem';
    const hint = document.createElement('p');
    hint.textContent = error.hint || '';
    hint.style.cssText = 'color:#f1fa8c';
    const note = document.createElement('p');
    note.textContent = 'The last good pages are still served. Save a fix to reload.';
    note.style.cssText = 'color:#aaa';
    overlay.append(title, where, message, hint, note);
    document.body.append(overlay);
  }

  function hideOverlay() {
    document.getElementById(overlayId)?.remove();
  }

  const source = new EventSource(eventsUrl);
  source.addEventListener('reload', (event) => {
    const { paths } = /** @type {LiveReloadEventMap['reload']} */ (JSON.parse(event.data));
    const showingError = document.getElementById(overlayId) !== null;
    if (showingError || paths === '*' || paths.includes(currentPath())) location.reload();
  });
  source.addEventListener('build-error', (event) => showOverlay(/** @type {LiveReloadEventMap['build-error']} */ (JSON.parse(event.data))));
  source.addEventListener('open', () => {
    // the server restarted while this page was open: its pages may have changed
    if (connectedBefore) location.reload();
    connectedBefore = true;
  });
})();
