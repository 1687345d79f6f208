/**
 * The site bench counts a page's initial JavaScript from its HTML: React Router's modulepreload links
 * and the imports of its module script, each once, and nothing a page's text merely mentions.
 */
import { initialScripts } from '../bench/site';

const page = `<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/entry.client-1.js" nonce="n"/>
<link rel="modulepreload" href="/assets/react-1.js" nonce="n"/></head><body><main>Quoted from "/assets/notes.js"</main>
<script nonce="n" type="module" async="">import * as route0 from "/assets/root-1.js";
import * as route1 from "/assets/home-1.js";
import("/assets/entry.client-1.js");</script></body></html>`;

it('finds the scripts a page starts: its preloads and its module script imports', () => {
  const expected = ['/assets/entry.client-1.js', '/assets/react-1.js', '/assets/root-1.js', '/assets/home-1.js'];
  expect(initialScripts(page).sort()).toEqual([...expected].sort());
});
