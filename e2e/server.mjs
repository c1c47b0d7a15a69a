// A static file server for the end-to-end tests: serves a folder on 127.0.0.1 at a free port,
// optionally under a sub-path (as GitHub Pages does), and records every request it answers. With
// `{ gzip: true }` it compresses what it sends, as the hosts the site is made for do (GitHub Pages
// gzips HTML, CSS, scripts and wasm): the load figures (`make audit`, `make bench-load`) then see
// the bytes a visitor's browser downloads.
import { createServer } from 'node:http';
import { gzipSync } from 'node:zlib';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
};

// What a static host compresses (the images are compressed already).
const COMPRESSED = new Set(['.html', '.js', '.mjs', '.css', '.wasm', '.svg', '.json', '.webmanifest']);

/** Starts serving `root` under `prefix` (e.g. '/' or '/sudoku/'). Resolves to { url, requests, close,
 * setRoot }; `setRoot(dir)` serves another folder from then on (a new version of the site).
 * `gzip`: compress a response whose request accepts it. */
export async function serve(root, prefix = '/', { gzip = false } = {}) {
  const requests = [];
  const server = createServer(async (req, res) => {
    const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    requests.push(path);
    if (!path.startsWith(prefix)) {
      res.writeHead(404).end('not under ' + prefix);
      return;
    }
    let file = normalize(join(root, path.slice(prefix.length)));
    if (!file.startsWith(normalize(root + sep)) && file !== normalize(root)) {
      res.writeHead(403).end();
      return;
    }
    try {
      if ((await stat(file)).isDirectory()) file = join(file, 'index.html');
      const body = await readFile(file);
      const headers = { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' };
      if (gzip && COMPRESSED.has(extname(file)) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
        headers['content-encoding'] = 'gzip';
        headers.vary = 'Accept-Encoding';
        res.writeHead(200, headers).end(gzipSync(body, { level: 9 }));
        return;
      }
      res.writeHead(200, headers);
      res.end(body);
    } catch {
      res.writeHead(404).end('not found');
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}${prefix}`,
    requests,
    close: () => new Promise((resolve) => server.close(resolve)),
    setRoot: (dir) => {
      root = dir;
    },
  };
}
