/**
 * @jest-environment node
 *
 * The site's development server (`node server.js --dev`, what `npm run dev` starts) against the stub
 * CMS: pages render on the server with content from the CMS, every dependency renders with the site's
 * React 19 (the CMS admin's React 18 is installed apart, in cms/node_modules), and hot updates are served.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import { JSDOM } from 'jsdom';
import { startSite } from './support/siteServer';
import { siteWithStubCms } from './support/stubbedSite';

const SITE_DIR = path.resolve(__dirname, '..');

const stack = siteWithStubCms({}, { dev: true });

async function get(route: string) {
  const response = await fetch(`${stack.site.url}${encodeURI(route)}`);
  const html = await response.text();
  return { status: response.status, html, document: new JSDOM(html).window.document };
}

async function text(url: string): Promise<string> {
  const response = await fetch(`${stack.site.url}${url}`);
  expect(response.status).toBe(200);
  return response.text();
}

describe('the development server', () => {
  // The first render waits for Vite to pre-bundle the dependencies when its cache is cold.
  it('server-renders the home page with the CMS content, rendered by React 19', async () => {
    const page = await get('/');
    expect(page.status).toBe(200);
    expect(page.document.title).toBe('Folio');
    expect(page.document.querySelector('h2')?.textContent).toBe('Latest articles');
    expect(page.document.querySelector('main')?.textContent).toContain('In Conversation, Part 2');
    // React 19 preloads the page's images from the head by itself; React 18 never does.
    expect(page.document.head.querySelector('link[rel="preload"][as="image"]')).not.toBeNull();
    // Development builds: the browser loads the app through Vite, with React Refresh.
    expect(page.html).toContain('/app/entry.client.tsx');
  }, 45_000);

  it.each([
    ['/articles', 'Articles | Folio', 'In Conversation, Part 1'],
    ['/articles/in-conversation-part-2', 'In Conversation, Part 2 | Folio', 'In Conversation, Part 2'],
    ['/scans', 'Scans | Folio', 'Six Issue 10'],
    ['/scans/comme-des-garçons/six-issue-10', 'Six Issue 10 – Comme des Garçons | Folio', 'Six Issue 10'],
    ['/searchResults?key=six', 'Search results for “six” | Folio', 'Six Issue 2'],
  ])('server-renders %s', async (route, title, text) => {
    const page = await get(route);
    expect(page.status).toBe(200);
    expect(page.document.title).toBe(title);
    expect(page.document.querySelector('main')?.textContent).toContain(text);
  });

  it('answers an unknown path with the not-found page and a 404', async () => {
    const page = await get('/nowhere');
    expect(page.status).toBe(404);
    expect(page.document.title).toBe('Page not found | Folio');
  });

  // Also waits for Vite to pre-bundle the browser's dependencies, before the second server below starts.
  it("serves the browser code through Vite, with the site's React 19", async () => {
    const entry = await text('/app/entry.client.tsx');
    const react = /from "(\/node_modules\/\.vite\/deps\/react\.js\?v=\w+)"/.exec(entry)?.[1];
    expect(react).toBeDefined();
    // The pre-bundled module may keep React's code in a shared chunk: read those it imports too.
    const facade = await text(react!);
    const chunks = await Promise.all([...facade.matchAll(/from "([^"]+)"/g)].map((match) => text(match[1])));
    expect([facade, ...chunks].join('\n')).toMatch(/exports\.version = "19\./);
  });

  it('accepts hot-update connections on the site port itself', async () => {
    const message = await firstHmrMessage(stack.site.url);
    expect(JSON.parse(message)).toEqual({ type: 'connected' });
  });

  it('logs no errors while serving', () => {
    expect(stack.site.output()).not.toMatch(/error/i);
  });
});

describe('the React the development server renders with', () => {
  // A second Vite dev server in a child process (after the pages above filled Vite's dependency cache,
  // and with the same config, so it shares that cache) loads test/support/reactProbe.ts as app code is
  // loaded. Emotion's JSX elements show which React it is bound to.
  it('is React 19, for the app and for the libraries', async () => {
    const script = `
      import { createServer } from 'vite';
      const vite = await createServer({ logLevel: 'silent', server: { middlewareMode: true, hmr: false, watch: null } });
      try {
        const { reactVersion, jsx, ThemeContext } = await vite.ssrLoadModule('/test/support/reactProbe.ts');
        console.log(JSON.stringify({
          react: reactVersion,
          emotionElement: String(jsx('div', {}).$$typeof),
          contextIsProvider: ThemeContext.Provider === ThemeContext,
        }));
      } finally {
        await vite.close();
      }
    `;
    const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script], {
      cwd: SITE_DIR,
      env: { ...process.env, NODE_ENV: 'development', CMS_URL: stack.cms.url },
    });
    const result = JSON.parse(stdout.trim().split('\n').at(-1)!);
    expect(result.react).toMatch(/^19\./);
    // React 19's element tag (React 18's is Symbol(react.element)).
    expect(result.emotionElement).toBe('Symbol(react.transitional.element)');
    // In React 19 a context is its own Provider; React 18's createContext made a separate object.
    expect(result.contextIsProvider).toBe(true);
  }, 45_000);
});

// Here rather than in site-config.test.ts: each Vite dev server clears and rewrites React Router's generated
// types as it starts, so two starting at once in parallel test files could fail each other.
describe('a bad setting', () => {
  it('stops the development server at start, naming it', async () => {
    await expect(startSite({ PAGE_CACHE_SIZE: 'abc' }, { dev: true })).rejects.toThrow(
      'Invalid site configuration: PAGE_CACHE_SIZE must be a whole number, got "abc"',
    );
  }, 60_000);
});

/** Opens Vite's HMR WebSocket on the site's address and resolves with the first (text) message. */
function firstHmrMessage(siteUrl: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = http.request(siteUrl, {
      headers: {
        Connection: 'Upgrade',
        Upgrade: 'websocket',
        'Sec-WebSocket-Version': '13',
        'Sec-WebSocket-Key': randomBytes(16).toString('base64'),
        'Sec-WebSocket-Protocol': 'vite-hmr',
      },
    });
    request.on('response', (response) => reject(new Error(`no upgrade: HTTP ${response.statusCode}`)));
    request.on('upgrade', (_response, socket, head: Buffer) => {
      // The frame may come in the same packet as the 101 response (head) or after it.
      let buffer = head;
      const read = (chunk: Buffer) => {
        buffer = Buffer.concat([buffer, chunk]);
        // An unmasked server frame: opcode byte, then a 7-bit length (a short message).
        if (buffer.length >= 2 && buffer.length >= 2 + (buffer[1] & 0x7f)) {
          socket.destroy();
          resolve(buffer.subarray(2, 2 + (buffer[1] & 0x7f)).toString('utf8'));
        }
      };
      socket.on('data', read);
      read(Buffer.alloc(0));
    });
    request.on('error', reject);
    request.end();
  });
}
