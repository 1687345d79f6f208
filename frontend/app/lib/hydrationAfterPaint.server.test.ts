/**
 * @jest-environment node
 */
import { JSDOM } from 'jsdom';
import { startScriptsAfterPaint } from './hydrationAfterPaint.server';

const NONCE = 'n0nce';
const ROUTE_MODULES_CODE = `import * as route0 from "/assets/root-1.js";
window.__reactRouterManifest = {"note":"a $& and a </script> in the data"};
import("/assets/entry.client-1.js");`;

/** The shape React Router and React give a server-rendered document. */
const renderedDocument = `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>
<link rel="modulepreload" href="/assets/entry.client-1.js" nonce="${NONCE}"/><link rel="modulepreload" href="/assets/root-1.js" nonce="${NONCE}"/>
<style nonce="${NONCE}">body{margin:0}</style></head><body><main><a href="/articles">Articles</a></main>
<script nonce="${NONCE}">window.__reactRouterContext = {};</script><script nonce="${NONCE}" type="module" async="">${ROUTE_MODULES_CODE.replace('</script>', '<\\/script>')}</script>
<script nonce="${NONCE}">window.__reactRouterContext.streamController.close();</script></body></html>`;

it('takes the preload links out of the head and the imports out of the module script', () => {
  const html = startScriptsAfterPaint(renderedDocument);
  expect(html).not.toContain('<link rel="modulepreload"');
  expect(html).toContain(
    `<script nonce="${NONCE}" type="module" async=""></script><script nonce="${NONCE}">(function(code,preloads)`,
  );
  // Everything else is left as it was.
  expect(html).toContain(`<style nonce="${NONCE}">body{margin:0}</style>`);
  expect(html).toContain('<main><a href="/articles">Articles</a></main>');
  expect(html).toContain(`<script nonce="${NONCE}">window.__reactRouterContext.streamController.close();</script>`);
  // The module script's text travels as inline-safe JSON: nothing in it can close the loader's script.
  expect(html.match(/<\/script>/g)).toHaveLength(renderedDocument.match(/<\/script>/g)!.length + 1);
});

it('adds the preload links and the module script once the page has painted, with the nonce', async () => {
  const dom = new JSDOM(startScriptsAfterPaint(renderedDocument), {
    runScripts: 'dangerously',
    pretendToBeVisual: true,
    beforeParse(window) {
      // No streamed data in this document: the inline data scripts must not fail.
      Object.assign(window, { __reactRouterContext: { streamController: { close() {} } } });
    },
  });
  const { document } = dom.window;
  expect(document.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(0);

  await new Promise((resolve) => setTimeout(resolve, 100));
  const preloads = [...document.querySelectorAll<HTMLLinkElement>('head link[rel="modulepreload"]')];
  expect(preloads.map((link) => link.getAttribute('href'))).toEqual(['/assets/entry.client-1.js', '/assets/root-1.js']);
  const started = [...document.querySelectorAll<HTMLScriptElement>('script[type="module"]')].filter(
    (script) => script.textContent,
  );
  expect(started).toHaveLength(1);
  expect(started[0].textContent).toBe(ROUTE_MODULES_CODE.replace('</script>', '<\\/script>'));
  expect(started[0].getAttribute('nonce')).toBe(NONCE);
  dom.window.close();
});

it('leaves a document without React Router scripts alone', () => {
  const plain = '<!DOCTYPE html><html><head></head><body><p>Plain</p></body></html>';
  expect(startScriptsAfterPaint(plain)).toBe(plain);
});
