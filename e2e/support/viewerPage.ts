/**
 * A test page that only a journey serves, on its own port: another origin than the site's, so the site's CORS on
 * /iiif/ is what lets a IIIF viewer installed from npm read its documents and images.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ViewerPage {
  url: string;
  close: () => Promise<void>;
}

export interface ViewerPageContent {
  title: string;
  /** Served as they are, at `/<name>` (a viewer's own browser build and its stylesheet). */
  assets: Record<string, string>;
  head: string;
  body: string;
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
};

export async function startViewerPage({ title, assets, head, body }: ViewerPageContent): Promise<ViewerPage> {
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${title}</title>
<style>html, body, #viewer { margin: 0; width: 100%; height: 100%; }</style>${head}</head>
<body>${body}</body></html>`;
  const files = new Map(Object.entries(assets).map(([name, file]) => [`/${name}`, file]));
  const server = http.createServer((request, response) => {
    const asset = files.get(request.url ?? '');
    if (request.url === '/') response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(html);
    else if (asset)
      response
        .writeHead(200, { 'Content-Type': TYPES[asset.slice(asset.lastIndexOf('.'))] ?? 'application/octet-stream' })
        .end(fs.readFileSync(asset));
    // The browser asks every origin for its icon; an empty answer is not an error.
    else if (request.url === '/favicon.ico') response.writeHead(204).end();
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    // The tab still holds connections to it, one of which the browser may have opened ahead and never used: Node
    // counts that one as busy until its header timeout, so close ends them all rather than waiting.
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** Mirador 4's own browser build (it bundles its React), opening one window with the given settings. */
export const startMirador = (windowSettings: Record<string, unknown>, window: Record<string, unknown>) =>
  startViewerPage({
    title: 'Mirador',
    assets: { 'mirador.min.js': require.resolve('mirador') },
    head: '',
    body: `<div id="viewer"></div>
<script src="/mirador.min.js"></script>
<script>
  Mirador.viewer({
    id: 'viewer',
    windows: [${JSON.stringify(windowSettings)}],
    window: ${JSON.stringify({ allowClose: false, allowMaximize: false, ...window })},
    workspaceControlPanel: { enabled: false },
  });
</script>`,
  });
