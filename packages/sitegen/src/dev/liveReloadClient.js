// @ts-check
// The live-reload client of `sitegen dev`, served as-is at /__sitegen/client.js and added to
// every HTML page only by the dev server. It listens to the server's events (same folder as
// this script): 'reload' reloads the page when its own output changed (or an error was
// showing: the fix clears it), 'build-error' shows an overlay with each error's file, line and
// message, 'warnings' shows this page's warnings in a small panel. Plain DOM, no innerHTML:
// the text is untrusted. Plain JavaScript so it is served without a build step; type-checked
// against the events' types (tsconfig.client.json, `pnpm typecheck`).

/** @typedef {import('./liveReloadEvents.js').LiveReloadEventMap} LiveReloadEventMap */
/** @typedef {import('./liveReloadEvents.js').DiagnosticView} DiagnosticView */

(() => {
  const script = /** @type {HTMLScriptElement | null} */ (document.currentScript);
  const eventsUrl = new URL('events', script ? script.src : location.href);
  const overlayId = 'sg-dev-overlay';
  const panelId = 'sg-dev-warnings';
  // a dismissed panel stays closed across reloads until its warnings change
  const dismissedKey = 'sg-dev-warnings-dismissed';
  let connectedBefore = false;
  /** @type {LiveReloadEventMap['warnings'] | undefined} */
  let warnings;

  function currentPath() {
    return location.pathname.replace(/\/index\.html$/, '/').replace(/\/$/, '') || '/';
  }

  /**
   * @param {string} tag
   * @param {string} text
   * @param {string} css
   * @param {string} [className]
   */
  function element(tag, text, css, className) {
    const node = document.createElement(tag);
    node.textContent = text;
    node.style.cssText = css;
    if (className) node.className = className;
    return node;
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
      'background:rgba(20,20,24,.97);color:#f8f8f2;font:14px/1.5 ui-monospace,SFMono-Regular,Menlo,monospace';
    const errors = [error, ...(error.more || [])];
    const count = errors.length === 1 ? '' : `: ${errors.length} errors`;
    const title = element(
      'h2',
      `Build failed${count}${errors.length === 1 && error.code ? ` (${error.code})` : ''}`,
      'margin:0 0 1rem;color:#ff6b6b;font-size:1.25rem',
    );
    overlay.append(title, ...errors.map((each) => errorBlock(each, errors.length > 1)));
    const served = error.nothingServed ? 'Nothing is served until a build succeeds.' : 'The last good pages are still served.';
    overlay.append(element('p', `${served} Save a fix to reload.`, 'color:#aaa'));
    document.body.append(overlay);
  }

  /**
   * @param {DiagnosticView} error
   * @param {boolean} withCode the overlay's title names the code of a single error
   */
  function errorBlock(error, withCode) {
    const block = element('section', '', 'margin:0 0 1.5rem', 'sg-dev-overlay__error');
    if (withCode && error.code) block.append(element('h3', error.code, 'margin:0 0 .25rem;color:#ff6b6b;font-size:1rem'));
    block.append(
      element('p', error.location || '', 'margin:0 0 .5rem;color:#8be9fd', 'sg-dev-overlay__location'),
      element('pre', error.message, 'white-space:pre-wrap;margin:0 0 .5rem;font:inherit', 'sg-dev-overlay__message'),
    );
    if (error.hint) block.append(element('p', error.hint, 'margin:0;color:#f1fa8c', 'sg-dev-overlay__hint'));
    return block;
  }

  function hideOverlay() {
    document.getElementById(overlayId)?.remove();
  }

  // The panel's colours follow the page: the theme's data-theme, else the system's scheme
  // (the waiting and plain 404 pages have no theme). A <style> rather than inline styles, so
  // that switching the theme recolours it.
  const PANEL_CSS = `
#${panelId}{--sg-w-bg:#fffbeb;--sg-w-fg:#1f2937;--sg-w-muted:#4b5563;--sg-w-accent:#92400e;--sg-w-border:#f59e0b;
position:fixed;right:1rem;bottom:1rem;z-index:2147483646;width:min(28rem,calc(100vw - 2rem));max-height:45vh;overflow:auto;
box-sizing:border-box;padding:.75rem 1rem;border:1px solid var(--sg-w-border);border-left-width:4px;border-radius:6px;
background:var(--sg-w-bg);color:var(--sg-w-fg);box-shadow:0 4px 16px rgba(0,0,0,.2);font:13px/1.45 system-ui,sans-serif;text-align:left}
:root[data-theme="dark"] #${panelId}{--sg-w-bg:#1f1a0e;--sg-w-fg:#f3f4f6;--sg-w-muted:#d1d5db;--sg-w-accent:#fcd34d;--sg-w-border:#b45309}
@media (prefers-color-scheme:dark){:root:not([data-theme]) #${panelId}{--sg-w-bg:#1f1a0e;--sg-w-fg:#f3f4f6;--sg-w-muted:#d1d5db;--sg-w-accent:#fcd34d;--sg-w-border:#b45309}}
#${panelId} h2{margin:0 2rem .5rem 0;font-size:14px;color:var(--sg-w-accent)}
#${panelId} ul{margin:0;padding:0;list-style:none}
#${panelId} li{margin:0 0 .6rem}
#${panelId} code{font:12px/1.4 ui-monospace,SFMono-Regular,Menlo,monospace;color:var(--sg-w-accent)}
#${panelId} .sg-dev-warnings__location{color:var(--sg-w-muted)}
#${panelId} .sg-dev-warnings__hint,#${panelId} .sg-dev-warnings__others{margin:.15rem 0 0;color:var(--sg-w-muted)}
#${panelId} button{position:absolute;top:.4rem;right:.5rem;width:1.75rem;height:1.75rem;border:0;border-radius:4px;
background:transparent;color:var(--sg-w-fg);font:18px/1 system-ui,sans-serif;cursor:pointer}
#${panelId} button:hover{background:rgba(127,127,127,.2)}
#${panelId} button:focus-visible{outline:2px solid var(--sg-w-accent);outline-offset:1px}`;

  function panelStyle() {
    if (document.getElementById(`${panelId}-style`)) return;
    const style = document.createElement('style');
    style.id = `${panelId}-style`;
    style.textContent = PANEL_CSS;
    document.head.append(style);
  }

  // storage can be refused (a private window, a sandbox): the panel then only forgets sooner
  /** @param {string} key */
  function stored(key) {
    try {
      return sessionStorage.getItem(key);
    } catch {
      return null;
    }
  }

  /** @param {string} key @param {string} value */
  function store(key, value) {
    try {
      sessionStorage.setItem(key, value);
    } catch {
      // see stored()
    }
  }

  /** Draws the panel for the page now shown (the theme's router changes pages without a reload). */
  function renderWarnings() {
    const existing = document.getElementById(panelId);
    const hadFocus = existing?.contains(document.activeElement) === true;
    existing?.remove();
    const own = warnings?.pages[currentPath()] ?? [];
    const signature = `${currentPath()}\n${JSON.stringify(own)}`;
    if (own.length === 0 || stored(dismissedKey) === signature) return;
    panelStyle();
    const panel = document.createElement('section');
    panel.id = panelId;
    panel.setAttribute('aria-labelledby', `${panelId}-title`);
    const title = element('h2', `${own.length} build warning${own.length === 1 ? '' : 's'} on this page`, '');
    title.id = `${panelId}-title`;
    const close = element('button', '×', '');
    close.setAttribute('type', 'button');
    close.setAttribute('aria-label', 'Dismiss the build warnings');
    const dismiss = () => {
      store(dismissedKey, signature);
      panel.remove();
    };
    close.addEventListener('click', dismiss);
    panel.addEventListener('keydown', (event) => {
      if (event.key === 'Escape') dismiss();
    });
    const list = document.createElement('ul');
    list.append(...own.map(warningItem));
    panel.append(title, close, list);
    const others = (warnings?.total ?? 0) - own.length;
    if (others > 0) {
      panel.append(element('p', `and ${others} more elsewhere on the site (listed in the terminal)`, '', 'sg-dev-warnings__others'));
    }
    document.body.append(panel);
    if (hadFocus) close.focus();
  }

  /** @param {DiagnosticView} warning */
  function warningItem(warning) {
    const item = element('li', '', '', 'sg-dev-warnings__item');
    // the file is this page's own: its line and column say where
    const where = warning.location ? /:(\d+(?::\d+)?)$/.exec(warning.location) : null;
    const head = element('div', '', '');
    if (warning.code) head.append(element('code', warning.code, ''), ' ');
    if (where && warning.location) {
      const at = element('span', where[1] || '', '', 'sg-dev-warnings__location');
      at.title = warning.location;
      head.append(at);
    }
    item.append(head, element('div', warning.message, '', 'sg-dev-warnings__message'));
    if (warning.hint) item.append(element('p', warning.hint, '', 'sg-dev-warnings__hint'));
    return item;
  }

  // the theme's router moves between pages with pushState, which fires no event
  const pushState = history.pushState.bind(history);
  history.pushState = (...args) => {
    pushState(...args);
    renderWarnings();
  };
  addEventListener('popstate', renderWarnings);

  const source = new EventSource(eventsUrl);
  source.addEventListener('reload', (event) => {
    const { paths } = /** @type {LiveReloadEventMap['reload']} */ (JSON.parse(event.data));
    const showingError = document.getElementById(overlayId) !== null;
    if (showingError || paths === '*' || paths.includes(currentPath())) location.reload();
  });
  source.addEventListener('build-error', (event) => showOverlay(/** @type {LiveReloadEventMap['build-error']} */ (JSON.parse(event.data))));
  source.addEventListener('warnings', (event) => {
    warnings = /** @type {LiveReloadEventMap['warnings']} */ (JSON.parse(event.data));
    renderWarnings();
  });
  source.addEventListener('open', () => {
    // the server restarted while this page was open: its pages may have changed
    if (connectedBefore) location.reload();
    connectedBefore = true;
  });
})();
