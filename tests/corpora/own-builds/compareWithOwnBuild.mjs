/**
 * Compares a corpus built by its own tool (Docusaurus, VitePress) with sitegen's build of it, in
 * Chromium: each page's main content as words (theirs in <theirSelector>, ours in .sg-markdown),
 * and side-by-side screenshots of a few pages. How the builds were made: README.md.
 *
 *   node compareWithOwnBuild.mjs <name> <theirBuild> <theirSelector> <ourBuild> <routes,…> [screenshotRoutes,…]
 *
 * Prints the words kept and lost a page; DUMP=<file> writes their words a page (the JSON beside
 * this script, which tests/migrate-own-build.test.ts reads); screenshots go to SHOTS (default: here).
 */
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
const SHOTS = process.env.SHOTS ?? path.dirname(new URL(import.meta.url).pathname);
const [name, theirs, theirSel, ours, routesArg, shotArg] = process.argv.slice(2);
const TYPES = {
  '.html': 'text/html',
  '.css': 'text/css',
  '.js': 'text/javascript',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
};
function serve(dir) {
  return new Promise((resolve) => {
    const server = http.createServer((req, res) => {
      const p = decodeURIComponent(new URL(req.url, 'http://x').pathname);
      let file = path.join(dir, p);
      // trailingSlash: false writes a/b.html beside a folder a/b/ of its children
      if (fs.existsSync(`${file}.html`) && !fs.existsSync(path.join(file, 'index.html'))) file = `${file}.html`;
      else if (fs.existsSync(file) && fs.statSync(file).isDirectory()) file = path.join(file, 'index.html');
      if (!fs.existsSync(file)) {
        res.writeHead(404);
        res.end('404');
        return;
      }
      res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
      fs.createReadStream(file).pipe(res);
    });
    server.listen(0, () => resolve(server));
  });
}
const a = await serve(theirs),
  b = await serve(ours);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
// a run of Chinese or Japanese has no spaces to split it: each character counts as a word
const words = (t) =>
  t
    .normalize('NFC')
    .toLowerCase()
    .match(/[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}]|(?:(?![\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}])[\p{L}\p{N}])+/gu) ?? [];
const bag = (ws) => {
  const m = new Map();
  for (const w of ws) m.set(w, (m.get(w) ?? 0) + 1);
  return m;
};
const missing = (x, y) => {
  const out = [];
  for (const [w, n] of x) {
    const k = n - (y.get(w) ?? 0);
    if (k > 0) out.push(`${w}${k > 1 ? `×${k}` : ''}`);
  }
  return out;
};
const textOf = async (port, route, sel) => {
  await page.goto(`http://localhost:${port}/${route}`, { waitUntil: 'load' });
  const el = page.locator(sel).first();
  await el.waitFor({ timeout: 10000 });
  // the tabs' hidden panels count too: their text is in the page
  return el.evaluate((node) => {
    const c = node.cloneNode(true);
    c.querySelectorAll(
      'script,style,.hash-link,.sg-heading-anchor,button,.header-anchor,.vp-code-group .tabs,.sg-tabs__list,[role=tablist]',
    ).forEach((n) => {
      n.remove();
    });
    const out = [];
    const walk = document.createTreeWalker(c, NodeFilter.SHOW_TEXT);
    while (walk.nextNode()) out.push(walk.currentNode.nodeValue);
    return out.join(' ');
  });
};
const report = [];
const total = { theirs: 0, ours: 0, kept: 0 };
const theirTexts = {};
for (const route of routesArg.split(',')) {
  const t = await textOf(a.address().port, route, theirSel).catch((e) => `ERROR ${e.message}`);
  theirTexts[route] = t;
  const o = await textOf(b.address().port, route, '.sg-markdown').catch((e) => `ERROR ${e.message}`);
  const tb = bag(words(t)),
    ob = bag(words(o));
  const tw = words(t).length,
    ow = words(o).length;
  const lost = missing(tb, ob),
    extra = missing(ob, tb);
  const lostCount = lost.reduce((s, x) => s + (Number(x.split('×')[1]) || 1), 0);
  total.theirs += tw;
  total.ours += ow;
  total.kept += tw - lostCount;
  report.push({
    route,
    theirs: tw,
    ours: ow,
    keptPct: tw === 0 ? 100 : Math.round((1000 * (tw - lostCount)) / tw) / 10,
    lost: lost.slice(0, 25),
    extra: extra.slice(0, 25),
  });
}
for (const route of (shotArg ?? '').split(',').filter(Boolean)) {
  const slug = route.replace(/\W+/g, '_') || 'home';
  for (const [who, port] of [
    ['theirs', a.address().port],
    ['sitegen', b.address().port],
  ]) {
    await page.goto(`http://localhost:${port}/${route}`, { waitUntil: 'load' });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SHOTS}/${name}-${slug}-${who}.png` });
  }
  // side by side, one image
  const html = `<body style="margin:0;display:flex;gap:8px;background:#888"><img src="data:image/png;base64,${fs.readFileSync(`${SHOTS}/${name}-${slug}-theirs.png`).toString('base64')}" width="640"><img src="data:image/png;base64,${fs.readFileSync(`${SHOTS}/${name}-${slug}-sitegen.png`).toString('base64')}" width="640"></body>`;
  await page.setContent(html);
  await page.setViewportSize({ width: 1288, height: 450 });
  await page.screenshot({ path: `${SHOTS}/${name}-${slug}-side-by-side.png` });
  await page.setViewportSize({ width: 1280, height: 900 });
}
if (process.env.DUMP) {
  const pages = {};
  for (const [route, text] of Object.entries(theirTexts)) {
    if (text.startsWith('ERROR ')) throw new Error(`${route}: ${text}`);
    pages[route] = words(text).join(' ');
  }
  fs.writeFileSync(process.env.DUMP, `${JSON.stringify({ selector: theirSel, pages }, null, 2)}\n`);
}
console.log(JSON.stringify({ total: { ...total, keptPct: Math.round((1000 * total.kept) / total.theirs) / 10 }, pages: report }, null, 1));
await browser.close();
a.close();
b.close();
