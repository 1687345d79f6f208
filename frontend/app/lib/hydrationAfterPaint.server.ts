/**
 * Starts the page's scripts once its covers above the fold are in, not while its HTML is still arriving.
 *
 * React Router puts a modulepreload link per script in the head (about 25 on the home page) and a
 * module script that imports them. The browser then fetches 150 KiB of JavaScript alongside the HTML
 * and the largest image, and on a slow connection the image shares its bandwidth with code that is only
 * needed to make the already readable page interactive. Here the links and the module script's imports
 * are handed to a small inline loader instead, which adds them after the first paint, once the images
 * the page loads eagerly (the covers above the fold: `fetchpriority="high"` or `loading="eager"`) have
 * loaded or failed, and at the latest after START_AT_THE_LATEST_MS. The server-rendered page is
 * complete and its links work before that.
 *
 * React hydrates the emptied module script as it is (it never runs or compares a script's text), finds
 * no modulepreload links in the head and adds its own, which the loader's links have already
 * fetched, and leaves the loader script, which it did not render, alone.
 */
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g;
const ROUTE_MODULES_SCRIPT = /(<script nonce="([^"]*)" type="module" async="">)([\s\S]*?)(<\/script>)/;

/**
 * The scripts start at the latest this long after the loader runs: on a slow connection, a cover that
 * takes longer must not keep the menus and the search box waiting, and a page in a background tab gets
 * no frames to wait for.
 */
const START_AT_THE_LATEST_MS = 3_000;

/** Preload links added per task (see LOADER). */
const PRELOADS_PER_TASK = 6;

/**
 * After the first paint (a frame, then a task, so the frame's paint is done), waits for the covers above
 * the fold that are still loading, then:
 * 1. adds the preload links, PRELOADS_PER_TASK at a time. Each link starts its fetch inside the append
 *    (about 2 ms of main thread on a phone, Chromium at 4x): the home page's 27 links in one task made a
 *    55 ms long task;
 * 2. evaluates the shared chunks (every preload the module script does not import itself: React, MUI,
 *    Emotion and the site's shared pieces; see sharedChunks) one module script per task, from the last
 *    preload to the first. Left to the module script, the whole graph is evaluated in one task, 65–85 ms
 *    on a phone. This order is not leaf first: the first chunk evaluated usually imports React, MUI's
 *    core and Emotion, which run in its task, and the rest follow one per task. A strict dependency
 *    order (each chunk after the chunks it imports, read from the built files) was measured in the
 *    browser against this one, at 4x CPU, and blocked no less;
 * 3. adds the module script with this response's nonce: it evaluates the route modules and what is
 *    left, imports the client entry, and React hydrates.
 * Each task stays short, so a tap in between is answered. A chunk that fails to load is skipped here;
 * the module script then meets the same failure as it would have without the loader.
 */
const LOADER = `(function(code,preloads,shared){var nonce=document.currentScript.nonce,started=false;
function start(){if(started)return;started=true;addLinks(0)}
function addLinks(from){var links=document.createDocumentFragment();preloads.slice(from,from+${PRELOADS_PER_TASK}).forEach(function(href){var link=document.createElement("link");link.rel="modulepreload";link.href=href;links.appendChild(link)});document.head.appendChild(links);
if(from+${PRELOADS_PER_TASK}<preloads.length)return setTimeout(addLinks,0,from+${PRELOADS_PER_TASK});evaluate(shared.length-1)}
function moduleScript(){var script=document.createElement("script");script.type="module";script.setAttribute("nonce",nonce);return script}
function evaluate(index){if(index<0)return run();var script=moduleScript();script.src=shared[index];
script.onload=script.onerror=function(){script.remove();evaluate(index-1)};document.head.appendChild(script)}
function run(){var script=moduleScript();script.textContent=code;document.body.appendChild(script)}
function afterCovers(){var loading=[].filter.call(document.querySelectorAll('img[fetchpriority="high"],img[loading="eager"]'),function(image){return !image.complete}),left=loading.length;if(!left)return start();
loading.forEach(function(image){function done(){if(--left===0)start()}image.addEventListener("load",done,{once:true});image.addEventListener("error",done,{once:true})})}
requestAnimationFrame(function(){setTimeout(afterCovers,0)});setTimeout(start,${START_AT_THE_LATEST_MS})})`;

/** Inline-script-safe JSON: no `</script>` or HTML comment can close or open inside it. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The modules a script imports, statically (`from "…"`) or dynamically (`import("…")`). */
export const moduleImports = (code: string): string[] =>
  [...code.matchAll(/(?:from|import\()\s*"([^"]+)"/g)].map((match) => match[1]);

/**
 * The preloads the loader may evaluate before the module script runs: all but the ones the script
 * imports itself (the route modules and the client entry, which hydrates as it is evaluated). The route
 * manifest inside the script names every chunk too, but only as data, not as an import.
 */
const sharedChunks = (code: string, preloads: string[]): string[] => {
  const imported = new Set(moduleImports(code));
  return preloads.filter((href) => !imported.has(href));
};

export function startScriptsAfterPaint(html: string): string {
  const routeModules = ROUTE_MODULES_SCRIPT.exec(html);
  if (!routeModules) return html;
  const [whole, open, nonce, code, close] = routeModules;
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  const loaderArguments = [code, preloads, sharedChunks(code, preloads)].map(scriptJson).join(',');
  const loader = `<script nonce="${nonce}">${LOADER}(${loaderArguments})</script>`;
  // Replaced by a function: the code may hold `$` sequences a replacement string would expand.
  return html.replace(MODULE_PRELOAD, '').replace(whole, () => `${open}${close}${loader}`);
}

/**
 * The loader's arguments as startScriptsAfterPaint writes them: the code as a JSON string, the preloads
 * and the shared chunks as JSON arrays.
 */
const LOADER_ARGUMENTS = /^\(("(?:[^"\\]|\\.)*"),(\[[^\]]*\]),(\[[^\]]*\])\)<\/script>/;

/**
 * What the loader of a page served by startScriptsAfterPaint will start: the preload links, the shared
 * chunks it evaluates first and the module script's code (the site bench reads a page's initial
 * JavaScript from them). Null for a page without the loader.
 */
export function scriptsStartedAfterPaint(html: string): { preloads: string[]; shared: string[]; code: string } | null {
  const call = html.indexOf(LOADER);
  const loaderArguments = call === -1 ? null : LOADER_ARGUMENTS.exec(html.slice(call + LOADER.length));
  if (!loaderArguments) return null;
  const [, code, preloads, shared] = loaderArguments;
  return {
    code: JSON.parse(code) as string,
    preloads: JSON.parse(preloads) as string[],
    shared: JSON.parse(shared) as string[],
  };
}
