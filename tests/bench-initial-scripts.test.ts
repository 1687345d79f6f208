/**
 * The site bench counts a page's initial JavaScript from its HTML: with the preload links and imports
 * handed to the after-paint loader, they must still be found (they were not, and it printed 0 files).
 */
import { initialScripts } from '../bench/site';
import { startScriptsAfterPaint } from '../frontend/app/lib/hydrationAfterPaint.server';

const page = `<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/entry.client-1.js" nonce="n"/>
<link rel="modulepreload" href="/assets/react-1.js" nonce="n"/></head><body><main>Folio</main>
<script nonce="n" type="module" async="">import * as route0 from "/assets/root-1.js";
import * as route1 from "/assets/home-1.js";
import("/assets/entry.client-1.js");</script></body></html>`;

it('finds the scripts a page starts, whether it starts them at once or after the first paint', () => {
  const expected = ['/assets/entry.client-1.js', '/assets/react-1.js', '/assets/root-1.js', '/assets/home-1.js'];
  expect(initialScripts(page).sort()).toEqual([...expected].sort());
  expect(initialScripts(startScriptsAfterPaint(page)).sort()).toEqual([...expected].sort());
});
