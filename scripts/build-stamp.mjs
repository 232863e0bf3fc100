// What decides whether a build is stale: the inputs (paths, sizes, times) and the mode it was made in. A build
// made for another mode counts as stale, so a development build left behind by one start is never served by
// the next start that wants production.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** The modes the web app can be built in. */
export const WEB_MODES = ['production', 'development'];

/**
 * The mode of the web build: production unless `EMALL_WEB_MODE` asks for development. NODE_ENV is deliberately
 * not read: it describes how the server runs (`test` in the end-to-end tests), not which React and antd to ship.
 */
export function webMode(env = process.env) {
  const asked = env.EMALL_WEB_MODE?.trim() || 'production';
  if (!WEB_MODES.includes(asked)) {
    throw new Error(`EMALL_WEB_MODE must be one of ${WEB_MODES.join(', ')}, not "${asked}"`);
  }
  return asked;
}

function listFiles(dir) {
  if (!existsSync(dir)) return [];
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...listFiles(full));
    else out.push(full);
  }
  return out;
}

/** A hash of the inputs' paths (relative to root), sizes and modification times. */
export function fingerprint(root, inputs) {
  const hash = createHash('sha256');
  for (const file of inputs
    .map((p) => path.resolve(root, p))
    .flatMap((p) => (statSync(p, { throwIfNoEntry: false })?.isDirectory() ? listFiles(p) : [p]))
    .sort()) {
    const stat = statSync(file, { throwIfNoEntry: false });
    if (stat) hash.update(`${path.relative(root, file)}:${stat.size}:${stat.mtimeMs}\n`);
  }
  return hash.digest('hex');
}

/** The stamp written next to a build's output. */
export function makeStamp({ mode, inputs }) {
  return `${JSON.stringify({ mode, inputs })}\n`;
}

/** Whether the stamp found (undefined when there is none) describes another build than the one wanted. */
export function isStale(found, wanted) {
  if (found === undefined) return true;
  let stamp;
  try {
    stamp = JSON.parse(found);
  } catch {
    // A stamp of the older plain-hash form, or a damaged one: it does not say the mode, so build again.
    return true;
  }
  return stamp?.mode !== wanted.mode || stamp?.inputs !== wanted.inputs;
}

/** The stamp file of an output directory, or undefined. */
export function readStamp(stampFile) {
  return existsSync(stampFile) ? readFileSync(stampFile, 'utf8') : undefined;
}
