// Trunk's post-build hook (Trunk.toml): finishes the site in trunk's staging directory before it
// becomes dist/.
//
// 1. Trunk writes its wasm loader as an inline <script>. A strict Content Security Policy forbids
//    inline scripts, so the loader moves to its own file, boot-HASH.js, loaded with an integrity
//    hash like trunk's other files. It waits for the first screen's paint before it fetches the
//    wasm (trunk's preload of it is taken out).
// 2. The Content Security Policy goes into the page (<meta http-equiv>) and into _headers, for
//    hosts that read that file (Netlify, Cloudflare Pages), with the parts a <meta> cannot carry.
// 3. The Web Workers (the solver's, with and without wasm's 128-bit vectors, the logic engine's and
//    the scanner's): trunk names their files worker.js,
//    worker_bg.wasm and worker_loader.js (logic.js, …), without a content hash. They get one here,
//    like every other file, so a browser can never pair a new page with an old worker from its
//    HTTP cache; the page learns the loaders' names from <meta name="sudoku-worker"> and
//    <meta name="sudoku-logic">. Their names are shortened and their glue minified first, as in 4.
// 4. Every script minified (terser): the page's wasm-bindgen glue, the first screen's script, the
//    workers' glue. Their names keep trunk's hash (or get ours), their integrity is recomputed.
//    Before that, the page's wasm imports and exports get short names, in the glue too.
// 5. The first screen: the app rendered at build time (src/bin/prerender.rs, natively) goes into
//    <body>, so the board is drawn before any WebAssembly arrives (static/start.js hands it over).
// 6. sw.js: the service worker, with the list of this build's files (hashed names) to precache and
//    a version derived from their contents, so a new build is a new cache.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { minify } from 'terser';

const staging = process.env.TRUNK_STAGING_DIR;
if (!staging) throw new Error('postbuild.mjs runs as a trunk hook (TRUNK_STAGING_DIR is not set)');
const source = process.env.TRUNK_SOURCE_DIR ?? process.cwd();

/** The policy. Nothing inline, nothing from another origin; 'wasm-unsafe-eval' lets the page
 * compile its own WebAssembly, and is all the app needs beyond 'self'. */
export const CSP = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "style-src 'self'",
  // blob: images are the scan worker's straightened photo, made on this device (Scan photo).
  "img-src 'self' blob:",
  "connect-src 'self'",
  "manifest-src 'self'",
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

const sha = (algorithm, data) => createHash(algorithm).update(data).digest();
const integrityOf = (code) => 'sha384-' + sha('sha384', code).toString('base64');

/** The split's script, as the page's wasm imports it (scripts/bin/wasm-bindgen). */
const SPLIT_LINK = './__wasm_split.js';

const wasmOpt = fileURLToPath(new URL('../node_modules/.bin/wasm-opt', import.meta.url));

/** The target features section (the features a module was built with, for linkers; browsers
 * ignore it) stripped: 0.1 KiB gzipped a module. Only in a module's last wasm-opt pass, which
 * reads the features it may use from that section. */
const STRIP_FEATURES = '--strip-target-features';

/** Optimises the wasm at `wasmPath` for size: wasm-opt -Oz run to a fixed point, without the
 * producers and debug sections (0.2 KiB gzipped less than -Oz alone), and, when this is the
 * module's `last` pass, the target features section; `extra` passes go after -Oz. Trunk leaves
 * the page's to this hook (index.html), which also has the split modules to optimise. */
function optimise(wasmPath, out = wasmPath, last = true, extra = []) {
  const passes = ['-Oz', ...extra, '--converge', '--strip-debug', '--strip-producers', ...(last ? [STRIP_FEATURES] : [])];
  execFileSync(wasmOpt, [...passes, wasmPath, '-o', out], { stdio: 'inherit' });
}

/** Shortens the import and export names of the wasm at `wasmPath` and renames them in its
 * wasm-bindgen glue at `gluePath` (unminified), checking that every name was found. */
async function shortNames(wasmPath, gluePath) {
  const map = JSON.parse(
    // The last pass over the page's wasm and the workers': their target features section goes.
    execFileSync(wasmOpt, ['--minify-imports-and-exports-and-modules', STRIP_FEATURES, wasmPath, '-o', wasmPath], {
      encoding: 'utf8',
    }),
  );
  let glue = await readFile(gluePath, 'utf8');
  // The page's wasm also imports the cards' loader from the split's script (`SPLIT_LINK`), which
  // the glue imports whole (`"./__wasm_split.js": importN`). Its loaders join the glue's own
  // imports, so that all are renamed, and come from the pass's one module, alike.
  const splitImport = new RegExp(`"${SPLIT_LINK.replaceAll('.', '\\.')}": (\\w+),`).exec(glue);
  const modules = new Set(map.imports.map(([module]) => module).filter((m) => m !== SPLIT_LINK));
  if (modules.size !== 1) throw new Error(`expected the glue's one import module, found ${[...modules]}`);
  const [module] = modules;
  const splitLoaders = map.imports.filter(([m]) => m === SPLIT_LINK).map(([, name]) => name);
  if (splitLoaders.length > 0) {
    const own = new RegExp(`"${module.replaceAll('.', '\\.')}": (\\w+),`).exec(glue);
    if (!splitImport || !own) throw new Error(`no import object of ${SPLIT_LINK} or ${module} in ${gluePath}`);
    const loaders = splitLoaders.map((name) => `${name}: ${splitImport[1]}.${name}, `).join('');
    // wasm-bindgen imports the split's script once per split module: every copy goes.
    glue = glue.replace(new RegExp(`"${SPLIT_LINK.replaceAll('.', '\\.')}": \\w+,`, 'g'), '');
    glue = glue.replace(own[0], `"${module}": { ...${own[1]}, ${loaders}},`);
  }
  // All imports now come from one module, named by the pass: read it from the wasm itself.
  const [{ module: shortModule }] = WebAssembly.Module.imports(new WebAssembly.Module(await readFile(wasmPath)));
  const renames = [
    [`"${module}":`, `"${shortModule}":`],
    ...map.imports.map(([, name, short]) => [new RegExp(`\\b${name}:`, 'g'), `"${short}":`]),
    ...map.exports.map(([name, short]) => [new RegExp(`\\bwasm\\.${name}\\b`, 'g'), `wasm["${short}"]`]),
  ];
  for (const [from, to] of renames) {
    const before = glue;
    glue = glue.replaceAll(from, to);
    // Every import is in the glue; an export the glue never calls (`main`) is left alone.
    if (glue === before && !(from instanceof RegExp && from.source.includes('wasm'))) {
      throw new Error(`${from} is not in ${gluePath}`);
    }
  }
  if (/__wbg_\w+_[0-9a-f]{16}\b/.test(glue)) throw new Error(`an import name is left in ${gluePath}`);
  await writeFile(gluePath, glue);
  return map;
}

/** `code` minified: an ES module (`module`) or a classic script, whose top-level names stay. */
async function small(code, module) {
  const out = await minify(code, { module, compress: true, mangle: true, format: { comments: false } });
  return out.code + '\n';
}

const indexPath = join(staging, 'index.html');
const workers = [];
let html = await readFile(indexPath, 'utf8');

// 1. The inline loader, out of the page.
const inline = /<script type="module">([\s\S]*?)<\/script>/g;
const scripts = [...html.matchAll(inline)];
if (scripts.length !== 1) throw new Error(`expected trunk's one inline loader, found ${scripts.length}`);
// The app mounts, and its wasm is fetched, once the first screen has been painted and that paint
// noted (`sudokuPainted`, static/start.js): see there why.
const wasmStart = /^const wasm = await init\(/m;
if (!wasmStart.test(scripts[0][1])) throw new Error("trunk's loader no longer starts the wasm with `const wasm = await init(`");
const loader = scripts[0][1].trim().replace(wasmStart, 'await window.sudokuPainted?.();\n$&') + '\n';
const loaderName = `boot-${sha('sha256', loader).toString('hex').slice(0, 16)}.js`;
await writeFile(join(staging, loaderName), loader);
const integrity = 'sha384-' + sha('sha384', loader).toString('base64');
html = html.replace(
  scripts[0][0],
  `<script type="module" src="./${loaderName}" integrity="${integrity}" crossorigin="anonymous"></script>`,
);
if (/<script(?![^>]*\bsrc=)[^>]*>/.test(html)) throw new Error('an inline script is left in index.html');

// The page's wasm is not preloaded: it is fetched after the first screen's paint (above).
const preload = /\s*<link rel="preload" href="\.\/sudoku-web-[0-9a-f]+_bg\.wasm"[^>]*>/;
if (!preload.test(html)) throw new Error("no preload of the page's wasm in index.html");
html = html.replace(preload, '');

// 2. The policy, first thing in <head> after the charset.
html = html.replace(
  /(<meta charset="utf-8" \/>)/,
  `$1\n    <meta http-equiv="Content-Security-Policy" content="${CSP}" />`,
);
if (!html.includes('Content-Security-Policy')) throw new Error('no <meta charset> to put the policy after');
await writeFile(
  join(staging, '_headers'),
  [
    '/*',
    `  Content-Security-Policy: ${CSP}; frame-ancestors 'none'`,
    '  X-Content-Type-Options: nosniff',
    '  Referrer-Policy: no-referrer',
    '',
  ].join('\n'),
);

// 3. The workers' files, hashed: the solver's (started with the page) and the logic engine's
//    (started on the first rating or hint). Each is named in a <meta> the page reads.
for (const [bin, meta] of [
  ['worker', 'sudoku-worker'],
  ['worker_scalar', 'sudoku-worker-scalar'],
  ['logic', 'sudoku-logic'],
  ['scan', 'sudoku-scan'],
  ['variant', 'sudoku-variant'],
]) {
  await shortNames(join(staging, `${bin}_bg.wasm`), join(staging, `${bin}.js`));
  const js = await small(await readFile(join(staging, `${bin}.js`), 'utf8'), false);
  const wasm = await readFile(join(staging, `${bin}_bg.wasm`));
  const hash = createHash('sha256').update(js).update(wasm).digest('hex').slice(0, 16);
  const name = `${bin}-${hash}`;
  await rm(join(staging, `${bin}.js`));
  await writeFile(join(staging, `${name}.js`), js);
  await rename(join(staging, `${bin}_bg.wasm`), join(staging, `${name}_bg.wasm`));
  await writeFile(
    join(staging, `${name}_loader.js`),
    `importScripts("./${name}.js");wasm_bindgen({ module_or_path: "./${name}_bg.wasm" });\n`,
  );
  await rm(join(staging, `${bin}_loader.js`));
  html = html.replace(
    /(<meta http-equiv="Content-Security-Policy"[^>]*>)/,
    `$1\n    <meta name="${meta}" content="./${name}_loader.js" />`,
  );
  workers.push(name);
}

// 4a. The page's wasm optimised for size (`optimise`); then its imports and exports get short
//     names (wasm-opt --minify-imports-and-exports-and-modules: `__wbg_createTextNode_2b48c3fc75dfcc67`
//     becomes `$b`, 3 KiB gzipped less of the wasm alone), and its glue is rewritten to match: each
//     import object's key, each `wasm.NAME`.
const pageGlue = /<link rel="modulepreload" href="\.\/(sudoku-web-[0-9a-f]+)\.js"/.exec(html)?.[1];
if (!pageGlue) throw new Error("no modulepreload of the page's glue in index.html");
// The page's wasm-opt inlines a function with one caller only when it is small (20 bytes;
// -Oz's default inlines it whatever its size): 1.7 KiB gzipped less of the page (124.2 ->
// 122.5 KiB, `make build` on 2026-12-06; 0 to 40 bytes all gave 122.5-122.6), and the app's
// first render compiles 4% less wasm. The split modules gain nothing from it (the cards'
// 29.2 -> 29.3 KiB), so they keep -Oz's default.
const ONE_CALLER_INLINE = ['--one-caller-inline-max-function-size=20'];
optimise(join(staging, `${pageGlue}_bg.wasm`), undefined, false, ONE_CALLER_INLINE);
const pageMap = await shortNames(join(staging, `${pageGlue}_bg.wasm`), join(staging, `${pageGlue}.js`));

// 4b. The split modules (src/page/cards.rs: the panel's cards; the scan worker's link), split
//     from the page's by scripts/bin/wasm-bindgen, and their loader, the split's script. All get hashed names; the
//     loader imports the page's glue (for its wasm's exports: the memory, the function table)
//     and the glue imports the loader. The page's exports have short names now (4a), and the
//     loader reads them by those.
const splitDir = join(process.env.CARGO_TARGET_DIR ?? join(source, 'target'), 'wasm32-unknown-unknown', 'page', 'wasm-split');
// Each split module (split_NAME.wasm: src/page/cards.rs's `cards`, use_scan_worker.rs's
// `scanner`) is NAME-HASH.wasm in the site; the code the split modules share is wasm-split's
// chunk_N.wasm, fetched with whichever comes first (in practice the cards'), chunk-HASH.wasm.
const splitFiles = (await readdir(splitDir)).filter((name) => /^(split_\w+|chunk_\d+)\.wasm$/.test(name)).sort();
for (const split of ['cards', 'scanner', 'toolkit', 'extras']) {
  if (!splitFiles.includes(`split_${split}.wasm`)) throw new Error(`wasm-split made no split_${split}.wasm`);
}
const splitNames = [];
for (const from of splitFiles) {
  const file = from.startsWith('chunk_') ? 'chunk' : from.slice('split_'.length, -'.wasm'.length);
  const staged = join(staging, `${file}.wasm`);
  optimise(join(splitDir, from), staged);
  const name = `${file}-${sha('sha256', await readFile(staged)).toString('hex').slice(0, 16)}.wasm`;
  await rename(staged, join(staging, name));
  splitNames.push([`"./${from}"`, `"./${name}"`]);
}
let link = await readFile(join(splitDir, '__wasm_split.js'), 'utf8');
// Which chunks each split module fetches with it (the split's script says: its loader's list),
// by their names in the site, for scripts/wasm-size.sh: a line per module, its file then its
// chunks'.
const siteName = new Map(splitNames.map(([from, to]) => [from.slice(3, -1), to.slice(3, -1)]));
const deps = [];
for (const [, module, list] of link.matchAll(/export const __wasm_split_load_(\w+) = [\s\S]*?, \[([^\]]*)\]\)\);/g)) {
  const chunks = list.split(',').map((name) => name.trim()).filter(Boolean)
    .map((name) => siteName.get(`${name.replace('__chunk_', 'chunk_')}.wasm`));
  deps.push([siteName.get(`split_${module}.wasm`), ...chunks].join(' '));
}
if (deps.length === 0 || deps.some((line) => line.includes('undefined'))) throw new Error(`the split's script's loaders were not read: ${deps}`);
await writeFile(join(splitDir, 'deps.txt'), `${deps.join('\n')}\n`);
const shared = /const \{ ([\w, ]+) \} = initSync\(undefined, undefined\);/.exec(link);
if (!shared) throw new Error("the split's script no longer reads the page's exports from `initSync(undefined, undefined)`");
const shortExport = new Map(pageMap.exports);
const reads = shared[1].split(',').map((name) => name.trim()).filter(Boolean).map((name) => {
  if (!shortExport.has(name)) throw new Error(`the page's wasm exports no ${name} for the cards' module`);
  return `"${shortExport.get(name)}": ${name}`;
});
link = link.replace(shared[0], `const { ${reads.join(', ')} } = initSync(undefined, undefined);`);
for (const [from, to] of [['"./sudoku-web.js"', `"./${pageGlue}.js"`], ...splitNames]) {
  if (!link.includes(from)) throw new Error(`no ${from} in the split's script`);
  link = link.replace(from, to);
}
link = await small(link, true);
const linkName = `split-${sha('sha256', link).toString('hex').slice(0, 16)}.js`;
await writeFile(join(staging, linkName), link);
const pageGluePath = join(staging, `${pageGlue}.js`);
const pageGlueCode = await readFile(pageGluePath, 'utf8');
if (!pageGlueCode.includes(`from "${SPLIT_LINK}"`)) throw new Error(`the page's glue does not import ${SPLIT_LINK}`);
await writeFile(pageGluePath, pageGlueCode.replaceAll(`from "${SPLIT_LINK}"`, `from "./${linkName}"`));

// 4. The page's scripts minified: the glue (a module, its name kept, its integrity recomputed) and
//    the first screen's script, which every first paint waits for (renamed by its new content).
const glue = /<link rel="modulepreload" href="\.\/(sudoku-web-[0-9a-f]+\.js)" crossorigin="anonymous" integrity="[^"]*">/;
const glueTag = html.match(glue);
if (!glueTag) throw new Error("no modulepreload of the page's glue in index.html");
const glueCode = await small(await readFile(join(staging, glueTag[1]), 'utf8'), true);
await writeFile(join(staging, glueTag[1]), glueCode);
html = html.replace(glueTag[0], glueTag[0].replace(/integrity="[^"]*"/, `integrity="${integrityOf(glueCode)}"`));
const start = /<script src="\.\/(start-[0-9a-f]+\.js)" integrity="[^"]*"><\/script>/;
const startTag = html.match(start);
if (!startTag) throw new Error('no start-*.js script in index.html');
const startCode = await small(await readFile(join(staging, startTag[1]), 'utf8'), false);
const startName = `start-${sha('sha256', startCode).toString('hex').slice(0, 16)}.js`;
await rm(join(staging, startTag[1]));
await writeFile(join(staging, startName), startCode);
html = html.replace(startTag[0], `<script src="./${startName}" integrity="${integrityOf(startCode)}"></script>`);

// 5. The first screen, rendered by the app's own code: natively, without the wasm builds' rebuilt
// standard library (the Makefile's TRUNK_ENV), so it shares the native tests' build.
const nativeEnv = { ...process.env };
for (const name of ['RUSTC_BOOTSTRAP', 'CARGO_UNSTABLE_BUILD_STD', 'CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUSTFLAGS']) {
  delete nativeEnv[name];
}
const shell = execFileSync(
  'cargo',
  ['run', '--quiet', '--locked', '--features', 'prerender', '--bin', 'prerender'],
  { cwd: source, encoding: 'utf8', env: nativeEnv, stdio: ['ignore', 'pipe', 'inherit'] },
).trim();
if (!shell.startsWith('<div class="shell" data-shell') || !shell.includes('role="grid"')) {
  throw new Error('the prerendered first screen has no board');
}
if (html.split('<body>').length !== 2) throw new Error(`expected one <body> in index.html: ${html.slice(html.indexOf('</head>'))}`);
html = html.replace('<body>', `<body>\n    ${shell}`);
await writeFile(indexPath, html);

// 6. The service worker, over every file of the build.
const files = (await readdir(staging)).filter((name) => !['sw.js', '_headers'].includes(name)).sort();
const digest = createHash('sha256');
for (const name of files) digest.update(name).update(await readFile(join(staging, name)));
const version = digest.digest('hex').slice(0, 16);
const template = await readFile(new URL('./sw.template.js', import.meta.url), 'utf8');
await writeFile(
  join(staging, 'sw.js'),
  template
    .replace('__VERSION__', JSON.stringify(`sudoku-${version}`))
    .replace('__FILES__', JSON.stringify(['./', ...files.map((name) => `./${name}`)], null, 2)),
);
console.log(`postbuild: ${loaderName}, ${workers.join(', ')}, CSP, _headers, sw.js (${files.length} files, version ${version})`);
