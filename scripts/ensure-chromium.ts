// Browser tests use Debian's Chromium (never a downloaded browser build). Installs it with
// apt-get when it is missing and we are root; otherwise says exactly what to run.
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';

const CHROMIUM = '/usr/bin/chromium';
// CJK fonts so Japanese and Korean pages render real glyphs in screenshots.
const PACKAGES = ['chromium', 'fonts-noto-cjk'];

function missingPackages(): string[] {
  return PACKAGES.filter((name) => {
    try {
      const status = execFileSync('dpkg-query', ['-W', '-f=${Status}', name], { encoding: 'utf8' });
      return !status.includes('install ok installed');
    } catch {
      return true;
    }
  });
}

const missing = missingPackages();
if (missing.length === 0 && existsSync(CHROMIUM)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const command = `apt-get update && apt-get install -y ${missing.join(' ')}`;
if (!isRoot) {
  console.error(`Browser tests need Debian's Chromium. Run as root:\n  ${command}\nthen retry.`);
  process.exit(1);
}
console.log(`Installing ${missing.join(', ')} with apt-get (once per machine)…`);
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
execFileSync('apt-get', ['install', '-y', '-qq', ...missing], { stdio: 'inherit', env });
if (!existsSync(CHROMIUM)) {
  console.error(`apt-get finished but ${CHROMIUM} is still missing.`);
  process.exit(1);
}
