/**
 * The end-to-end tests drive Debian's Chromium: test tools cannot download their own browser
 * here. Installed with apt when we can (root), otherwise a message says how.
 */
import { ensureSystemPackage } from './system-packages';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** How every Playwright run here launches Debian's Chromium: headless, with no call to the outside. */
export const CHROMIUM_LAUNCH_OPTIONS = {
  executablePath: CHROMIUM_PATH,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-quic',
    '--no-first-run',
  ],
};

export function ensureChromium(): string {
  return ensureSystemPackage({
    name: 'chromium',
    binary: CHROMIUM_PATH,
    howTo:
      "Install Debian's Chromium first (sudo apt-get update && sudo apt-get install -y chromium) " +
      'or set CHROMIUM_PATH to a Chromium binary.',
  });
}

if (require.main === module) {
  try {
    console.log(ensureChromium());
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
