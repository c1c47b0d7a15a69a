// Renders static/favicon.svg into the PNG icons the web app manifest names (run once, by hand, when
// the icon changes; the PNGs are committed):
//   icon-192.png, icon-512.png   the icon as drawn (rounded square)
//   icon-maskable-512.png        the same grid on a full-bleed background, inside the 80% safe zone
//                                that launchers may crop to a circle or a squircle
//
//   node scripts/icons.mjs
import { readFile } from 'node:fs/promises';
import { launch } from '../e2e/browser.mjs';

const svg = await readFile(new URL('../static/favicon.svg', import.meta.url), 'utf8');
const src = 'data:image/svg+xml;base64,' + Buffer.from(svg).toString('base64');
const icons = [
  { file: 'icon-192.png', size: 192, inset: 0, background: 'transparent' },
  { file: 'icon-512.png', size: 512, inset: 0, background: 'transparent' },
  { file: 'icon-maskable-512.png', size: 512, inset: 0.1, background: '#1d3a6e' },
];

const browser = await launch();
try {
  for (const { file, size, inset, background } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const pad = Math.round(size * inset);
    await page.setContent(
      `<body style="margin:0;background:${background}">` +
        `<img src="${src}" style="display:block;margin:${pad}px;width:${size - 2 * pad}px;height:${size - 2 * pad}px"></body>`,
    );
    await page.screenshot({ path: new URL(`../static/${file}`, import.meta.url).pathname, omitBackground: true });
    await page.close();
    console.log(`static/${file}`);
  }
} finally {
  await browser.close();
}
