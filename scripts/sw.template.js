// The service worker (written into dist/ as sw.js by scripts/postbuild.mjs, which fills in the
// version and the file list). It makes the app work offline after one visit:
// - install: cache every file of this build (their names carry content hashes) under a cache named
//   after the build, and take over without waiting;
// - activate: delete the caches of older builds, so old and new files never mix;
// - fetch: answer the app's own GET requests from the cache, else from the network.
// A page that was running when a new build took over keeps its (complete, older) files; the app
// notices the change of worker and says that a reload brings the new version.
const VERSION = __VERSION__;
const FILES = __FILES__;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(VERSION)
      .then((cache) => cache.addAll(FILES))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name !== VERSION).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith(
    caches
      .open(VERSION)
      .then((cache) => cache.match(request, { ignoreSearch: true }))
      .then((hit) => hit ?? fetch(request)),
  );
});
