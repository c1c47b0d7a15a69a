// Launches Debian's Chromium through playwright-core, kept off the network (this machine has none
// beyond the package registries, and tests must not depend on it).
import { chromium } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';

/** Launches Chromium; `extraArgs` add to its flags (e.g. a fake camera). */
export function launch(extraArgs = []) {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
      '--no-first-run',
      ...extraArgs,
    ],
  });
}
