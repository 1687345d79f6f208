/**
 * @jest-environment node
 */
import { JSDOM } from 'jsdom';
import { scriptsStartedAfterPaint, startScriptsAfterPaint } from './hydrationAfterPaint.server';

const NONCE = 'n0nce';
const ROUTE_MODULES_CODE = `import * as route0 from "/assets/root-1.js";
window.__reactRouterManifest = {"note":"a $& and a </script> in the data"};
import("/assets/entry.client-1.js");`;
/** As React Router writes it into the page (a `</script>` inside is escaped). */
const SERVED_CODE = ROUTE_MODULES_CODE.replace('</script>', '<\\/script>');

/** The shape React Router and React give a server-rendered document. */
const renderedDocument = `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>
<link rel="modulepreload" href="/assets/entry.client-1.js" nonce="${NONCE}"/><link rel="modulepreload" href="/assets/root-1.js" nonce="${NONCE}"/>
<style nonce="${NONCE}">body{margin:0}</style></head><body><main><a href="/articles">Articles</a></main>
<script nonce="${NONCE}">window.__reactRouterContext = { streamController: { close() {} } };</script><script nonce="${NONCE}" type="module" async="">${SERVED_CODE}</script>
<script nonce="${NONCE}">window.__reactRouterContext.streamController.close();</script></body></html>`;

it('takes the preload links out of the head and the imports out of the module script', () => {
  const html = startScriptsAfterPaint(renderedDocument);
  expect(html).not.toContain('<link rel="modulepreload"');
  expect(html).toContain(
    `<script nonce="${NONCE}" type="module" async=""></script><script nonce="${NONCE}">(function(code,preloads,shared)`,
  );
  // Everything else is left as it was.
  expect(html).toContain(`<style nonce="${NONCE}">body{margin:0}</style>`);
  expect(html).toContain('<main><a href="/articles">Articles</a></main>');
  expect(html).toContain(`<script nonce="${NONCE}">window.__reactRouterContext.streamController.close();</script>`);
  // The module script's text travels as inline-safe JSON: nothing in it can close the loader's script.
  expect(html.match(/<\/script>/g)).toHaveLength(renderedDocument.match(/<\/script>/g)!.length + 1);
});

/** Runs the transformed document's scripts in jsdom, with frames. */
function browse(html: string) {
  return new JSDOM(html, {
    runScripts: 'dangerously',
    pretendToBeVisual: true,
  });
}

const startedModuleScripts = (document: Document) =>
  [...document.querySelectorAll<HTMLScriptElement>('script[type="module"]')].filter((script) => script.textContent);

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it('adds the preload links and the module script once the page has painted, with the nonce', async () => {
  const dom = browse(startScriptsAfterPaint(renderedDocument));
  const { document } = dom.window;
  expect(document.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(0);

  await pause(100);
  const preloads = [...document.querySelectorAll<HTMLLinkElement>('head link[rel="modulepreload"]')];
  expect(preloads.map((link) => link.getAttribute('href'))).toEqual(['/assets/entry.client-1.js', '/assets/root-1.js']);
  const started = startedModuleScripts(document);
  expect(started).toHaveLength(1);
  expect(started[0].textContent).toBe(SERVED_CODE);
  expect(started[0].getAttribute('nonce')).toBe(NONCE);
  dom.window.close();
});

const withCovers = renderedDocument.replace(
  '<main>',
  '<main><img src="/uploads/cover.webp" fetchpriority="high" alt=""><img src="/uploads/next.webp" loading="eager" alt="">' +
    '<img src="/uploads/below.webp" loading="lazy" alt="">',
);

it('waits for the covers above the fold still loading, not for the lazy ones', async () => {
  const dom = browse(startScriptsAfterPaint(withCovers));
  const { document } = dom.window;
  await pause(100);
  expect(startedModuleScripts(document)).toHaveLength(0);

  document.querySelector('img[fetchpriority="high"]')!.dispatchEvent(new dom.window.Event('load'));
  expect(startedModuleScripts(document)).toHaveLength(0);
  // A cover that fails to load counts as done, too.
  document.querySelector('img[loading="eager"]')!.dispatchEvent(new dom.window.Event('error'));
  expect(startedModuleScripts(document)).toHaveLength(1);
  expect(document.querySelectorAll('head link[rel="modulepreload"]')).toHaveLength(2);
  dom.window.close();
});

it('adds many preload links a few per task, then evaluates the shared chunks one at a time, last first', async () => {
  const chunks = Array.from({ length: 14 }, (_, index) => `/assets/chunk-${index}.js`);
  const manyPreloads = renderedDocument.replace(
    /(<link rel="modulepreload"[^>]*\/>)+/,
    ['/assets/entry.client-1.js', '/assets/root-1.js', ...chunks]
      .map((href) => `<link rel="modulepreload" href="${href}" nonce="${NONCE}"/>`)
      .join(''),
  );
  // As React Router writes it, the route manifest in the module script names every chunk, as data.
  const withManifest = manyPreloads.replace('{"note"', `{"imports":${JSON.stringify(chunks)},"note"`);
  const dom = browse(
    startScriptsAfterPaint(withManifest.replace('<main>', '<main><img src="/c.webp" fetchpriority="high" alt="">')),
  );
  expect(scriptsStartedAfterPaint(startScriptsAfterPaint(withManifest))?.shared).toEqual(chunks);
  const { document } = dom.window;
  const addedLinks = () =>
    [...document.querySelectorAll('head link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));
  const evaluating = () => [...document.querySelectorAll<HTMLScriptElement>('head script[type="module"]')];
  await pause(100);
  document.querySelector('img')!.dispatchEvent(new dom.window.Event('load'));
  // The first six links in the cover's own task, the rest in later tasks, in order.
  expect(addedLinks()).toHaveLength(6);
  await pause(50);
  expect(addedLinks()).toEqual(['/assets/entry.client-1.js', '/assets/root-1.js', ...chunks]);

  // The chunks the module script does not name, one module script each, the next once the last has run
  // (or failed), each removed when done; the client entry and the route modules are left to the module script.
  const evaluated: string[] = [];
  for (let step = 0; step < chunks.length; step += 1) {
    expect(startedModuleScripts(document)).toHaveLength(0);
    const [script] = evaluating();
    expect(evaluating()).toHaveLength(1);
    expect(script.getAttribute('nonce')).toBe(NONCE);
    evaluated.push(script.getAttribute('src')!);
    script.dispatchEvent(new dom.window.Event(step === 3 ? 'error' : 'load'));
  }
  expect(evaluated).toEqual([...chunks].reverse());
  expect(evaluating()).toHaveLength(0);
  expect(startedModuleScripts(document)).toHaveLength(1);
  dom.window.close();
});

it('starts the scripts after three seconds even if a cover never finishes', async () => {
  const dom = browse(startScriptsAfterPaint(withCovers));
  await pause(2_500);
  expect(startedModuleScripts(dom.window.document)).toHaveLength(0);
  await pause(700);
  expect(startedModuleScripts(dom.window.document)).toHaveLength(1);
  dom.window.close();
});

it('leaves a document without React Router scripts alone', () => {
  const plain = '<!DOCTYPE html><html><head></head><body><p>Plain</p></body></html>';
  expect(startScriptsAfterPaint(plain)).toBe(plain);
  expect(scriptsStartedAfterPaint(plain)).toBeNull();
});

it('reads back what the loader will start', () => {
  expect(scriptsStartedAfterPaint(startScriptsAfterPaint(renderedDocument))).toEqual({
    preloads: ['/assets/entry.client-1.js', '/assets/root-1.js'],
    // Both are the module script's own imports: nothing to evaluate ahead of it.
    shared: [],
    code: SERVED_CODE,
  });
});
