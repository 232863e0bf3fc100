// `npm test`: every tier, as CI runs it. Lint, the typecheck and the build the browser tests serve each keep one
// core busy for about a minute and need nothing of each other, so they run side by side (their lines prefixed with
// the tier's name); then the unit and integration tests (vitest's workers take both cores), then the browser tests.
// Stops after the first group that fails, with that group's exit code.
import { spawn } from 'node:child_process';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Runs a tier, each output line prefixed with its name when it shares the terminal; answers its exit code. */
function run({ name, command }, { prefix = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command[0], command.slice(1), { stdio: ['ignore', 'pipe', 'pipe'] });
    const forward = (stream, out) => {
      let rest = '';
      stream.on('data', (chunk) => {
        const lines = (rest + chunk.toString()).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) out.write(prefix ? `[${name}] ${line}\n` : `${line}\n`);
      });
      stream.on('end', () => {
        if (rest) out.write(prefix ? `[${name}] ${rest}\n` : `${rest}\n`);
      });
    };
    forward(child.stdout, process.stdout);
    forward(child.stderr, process.stderr);
    child.on('close', (code) => resolve(code ?? 1));
  });
}

const script = (name) => ({ name, command: [npm, 'run', '--silent', name] });
const groups = [
  // The browser tests' build (scripts/build.mjs builds what is stale; test:e2e then finds it up to date).
  [script('lint'), script('typecheck'), { name: 'build', command: [process.execPath, 'scripts/build.mjs'] }],
  [script('test:unit')],
  [script('test:e2e')],
];

for (const group of groups) {
  const started = Date.now();
  const codes = await Promise.all(group.map((tier) => run(tier, { prefix: group.length > 1 })));
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  const names = group.map((tier) => tier.name);
  const failed = names.filter((_, i) => codes[i] !== 0);
  console.log(
    `\n${names.join(' + ')}: ${failed.length ? `failed (${failed.join(', ')})` : 'passed'} in ${seconds} s\n`,
  );
  if (failed.length) process.exit(codes.find((code) => code !== 0));
}
