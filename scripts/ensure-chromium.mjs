// Browser tests drive Debian's Chromium. Install it when it is missing and we may (root), else say what to do.
import { execSync } from 'node:child_process';
import fs from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (fs.existsSync(CHROMIUM)) process.exit(0);

if (process.getuid?.() !== 0) {
  console.error(
    `Chromium was not found at ${CHROMIUM}. Install it (Debian: sudo apt-get install chromium) ` +
      'or set CHROMIUM_PATH to a Chromium or Chrome binary, then run the tests again.',
  );
  process.exit(1);
}

console.log("Installing Chromium from Debian's packages for the browser tests...");
execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
  stdio: 'inherit',
  shell: '/bin/bash',
});
if (!fs.existsSync(CHROMIUM)) {
  console.error(`Chromium is still missing at ${CHROMIUM} after the install.`);
  process.exit(1);
}
