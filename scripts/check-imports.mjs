// `npm run lint`'s check of what eslint's per-file rules cannot see: import cycles between files, file names off
// the naming rule of docs/architecture.md, and the server domains' floors and faces (SERVER_DOMAIN_FLOORS in
// eslint.config.js), judged on each import resolved to its file. Prints each finding and exits 1 when there is one.
//
// A cycle counts every static import and re-export between the project's own files, `import type` included: a
// type-only cycle still ties two files' meanings together. An import that must close a cycle says why on its own
// line, `// import-cycle: <reason>`. Dynamic `import()` is left out: it loads on demand, after both files ran.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SOURCE_ROOTS = [
  'apps/server/src',
  'apps/web/src',
  'packages/contract/src',
  'scripts',
  'e2e/tests',
  'bench',
];
const CODE = /\.(ts|tsx|mts|mjs)$/;

/**
 * A file name: words of lower-case letters and digits joined by dashes, then role suffixes each after a dot, then
 * the extension. The roles each part of the code uses (docs/architecture.md lists what each means).
 */
const ROLES = new Set([
  'service',
  'queries',
  'tables',
  'routes',
  'types',
  'settings',
  'fixture',
  'install',
  'test',
  'pg',
  'seed',
  'content',
  'expected',
  'schemas',
  'calls',
  'texts',
  'constants',
  'spec',
  'd',
]);
/** Names that follow another world's rule: language tags as BCP 47 writes them (the web's language packs). */
const FOREIGN_NAMES = /^[a-z]{2}-[A-Z]{2}\.ts$/;

function sourceFiles(dir) {
  const full = path.join(root, dir);
  if (!existsSync(full)) return [];
  return readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && CODE.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .filter(
      (file) =>
        !file.split(path.sep).includes('node_modules') && !file.includes(`${path.sep}dist${path.sep}`),
    );
}

export function nameProblem(fileName) {
  if (FOREIGN_NAMES.test(fileName)) return null;
  const [stem, ...rest] = fileName.replace(CODE, '').split('.');
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(stem ?? '')) return 'words are lower case, joined by dashes';
  const unknown = rest.filter((role) => !ROLES.has(role));
  if (unknown.length) return `'.${unknown.join('.')}' is not a role suffix (join words with dashes)`;
  return null;
}

/** The relative imports of a source text, with whether each line carries a written reason to close a cycle. */
export function importsOf(text) {
  const found = [];
  const pattern =
    /^[ \t]*(?:import|export)\b(?:[^'";]*?\bfrom\b)?\s*['"](\.{1,2}\/[^'"]+)['"][^\n]*?(\/\/\s*import-cycle:\s*\S[^\n]*)?$/gms;
  for (const match of text.matchAll(pattern))
    found.push({ specifier: match[1], reasoned: Boolean(match[2]) });
  return found;
}

function resolve(fromFile, specifier, known) {
  const base = path.join(path.dirname(fromFile), specifier);
  const candidates = [
    base,
    base.replace(/\.js$/, '.ts'),
    base.replace(/\.js$/, '.tsx'),
    base.replace(/\.mjs$/, '.mts'),
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ];
  return candidates.find((candidate) => known.has(candidate));
}

/** Strongly connected components of more than one file (Tarjan), each a cycle's files. */
export function cyclesOf(graph) {
  let index = 0;
  const indexOf = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const components = [];
  const visit = (start) => {
    // Iterative: the import chains of a large app are deeper than a comfortable recursion.
    const work = [{ node: start, edges: [...(graph.get(start) ?? [])], next: 0 }];
    indexOf.set(start, index);
    low.set(start, index++);
    stack.push(start);
    onStack.add(start);
    while (work.length) {
      const frame = work[work.length - 1];
      if (frame.next < frame.edges.length) {
        const to = frame.edges[frame.next++];
        if (!indexOf.has(to)) {
          indexOf.set(to, index);
          low.set(to, index++);
          stack.push(to);
          onStack.add(to);
          work.push({ node: to, edges: [...(graph.get(to) ?? [])], next: 0 });
        } else if (onStack.has(to)) low.set(frame.node, Math.min(low.get(frame.node), indexOf.get(to)));
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node), low.get(frame.node)));
      if (low.get(frame.node) === indexOf.get(frame.node)) {
        const component = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.node);
        if (component.length > 1) components.push(component.sort());
      }
    }
  };
  for (const node of graph.keys()) if (!indexOf.has(node)) visit(node);
  return components;
}

const DOMAINS_DIR = 'apps/server/src/domains';
/** Files a floor or face rule leaves alone: tests drive the whole app, a fixtures folder holds their data. */
const isTestSide = (parts) => /\.test\.tsx?$/.test(parts[parts.length - 1]) || parts.includes('fixtures');

/** Where a server file sits: its domain, its floor (null at the domain's top level) and its name. */
export function placeOf(file) {
  const parts = file.split(path.sep).join('/').split('/');
  const base = DOMAINS_DIR.split('/');
  if (parts.slice(0, base.length).join('/') !== DOMAINS_DIR || parts.length < base.length + 2) return null;
  const inner = parts.slice(base.length);
  return {
    domain: inner[0],
    floor: inner.length > 2 ? inner[1] : null,
    name: inner[inner.length - 1],
    testSide: isTestSide(inner),
  };
}

const isFace = (place) => place.floor === null && /\.(service|settings)\.ts$/.test(place.name);

/**
 * The floor and face rules on one import, `from` → `to` (repository paths): null when allowed, else the finding.
 * `floors`: each floored domain's sub-folders, bottom to top.
 */
export function placementProblem(from, to, floors) {
  const a = placeOf(from);
  const b = placeOf(to);
  if (!a || !b || a.testSide) return null;
  if (a.domain !== b.domain) {
    if (isFace(b)) return null;
    if (b.floor === null && a.name.endsWith('.fixture.ts') && b.name.endsWith('.fixture.ts')) return null;
    return (
      `${from} reaches into the ${b.domain} domain (${to}): other domains import only its face, a top-level ` +
      `*.service.ts or *.settings.ts (export what is needed from ${b.domain}'s service)`
    );
  }
  const order = floors[a.domain];
  if (!order || a.floor === null) return null;
  const own = order.indexOf(a.floor);
  if (b.floor === null) {
    if (b.name.endsWith('.settings.ts')) return null;
    return (
      `${from} imports ${to}, the top of the ${a.domain} domain, which sits above every floor: move what the ` +
      `floor needs down (shared types into ${a.domain}.settings.ts)`
    );
  }
  const theirs = order.indexOf(b.floor);
  if (theirs <= own) return null;
  return (
    `${from} climbs from the ${a.floor} floor to the ${b.floor} floor of ${a.domain} (${to}): a floor imports ` +
    `only ${order.slice(0, own + 1).join(', ')} (SERVER_DOMAIN_FLOORS in eslint.config.js)`
  );
}

/** Sub-folders of a floored domain that hold code but have no floor. */
function unplacedFloors(files, floors) {
  const found = new Set();
  for (const file of files) {
    const place = placeOf(file);
    if (!place || place.floor === null || place.testSide || !floors[place.domain]) continue;
    if (!floors[place.domain].includes(place.floor))
      found.add(`${DOMAINS_DIR}/${place.domain}/${place.floor}`);
  }
  return [...found].map((folder) => `${folder}: give it a floor in SERVER_DOMAIN_FLOORS (eslint.config.js)`);
}

async function main() {
  const { SERVER_DOMAIN_FLOORS: floors } = await import('../eslint.config.js');
  const files = SOURCE_ROOTS.flatMap(sourceFiles);
  const known = new Set(files);
  const problems = [];
  const graph = new Map();
  for (const file of files) {
    const problem = nameProblem(path.basename(file));
    if (problem) problems.push(`${file}: file name: ${problem}`);
    const edges = new Set();
    for (const { specifier, reasoned } of importsOf(readFileSync(path.join(root, file), 'utf8'))) {
      const target = resolve(file, specifier, known);
      if (!target) continue;
      if (!reasoned) edges.add(target);
      const placement = placementProblem(file, target, floors);
      if (placement) problems.push(placement);
    }
    graph.set(file, edges);
  }
  problems.push(...unplacedFloors(files, floors));
  for (const cycle of cyclesOf(graph)) {
    problems.push(
      `import cycle between ${cycle.join(', ')}: move what both need into a file both import, or write ` +
        `'// import-cycle: <why>' on the import that closes it`,
    );
  }
  for (const problem of problems) console.error(problem);
  if (problems.length) process.exit(1);
  console.log(
    `check-imports: ${files.length} files, no import cycle, every name follows the rule, ` +
      'no import climbs a floor or reaches past a face',
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
