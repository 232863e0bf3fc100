// End-to-end tests drive Debian's Chromium. When it is missing, install it the way
// `playwright install --with-deps` would (root with apt-get); otherwise stop and say what to install.
// The browser tests are never skipped silently.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const browser = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(browser)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = existsSync('/usr/bin/apt-get');
if (isRoot && hasApt && !process.env.CHROMIUM_PATH) {
  console.log('Chromium is missing: installing the Debian package "chromium" (and CJK fonts) with apt-get…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-noto-cjk'], { stdio: 'inherit', env });
  if (existsSync(browser)) process.exit(0);
}
console.error(
  `The end-to-end tests need Chromium at ${browser}, and it is not there.\n` +
    'Install the Debian package "chromium" (sudo apt-get install chromium), or set CHROMIUM_PATH to a Chromium binary.',
);
process.exit(1);
