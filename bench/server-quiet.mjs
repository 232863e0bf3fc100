// Shared by the benchmarks that start the built server: wait until it answers and its start-time background
// work (the parameter fill after a fresh seed) is done, so that work never overlaps the figures.

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Waits for the health answer, then for the background work it names; answers what it waited for. */
export async function waitUntilQuiet(base, log) {
  const started = Date.now();
  let waitedFor = [];
  for (;;) {
    try {
      const health = await (await fetch(`${base}/api/health`)).json();
      if (!Array.isArray(health.background))
        return 'the server does not report its background work: it may overlap the figures';
      if (health.background.length === 0)
        return waitedFor.length
          ? `waited ${Math.round((Date.now() - started) / 1000)} s for: ${waitedFor.join(', ')}`
          : 'no background work was running';
      if (!waitedFor.length) log(`waiting for the server's background work: ${health.background.join(', ')}`);
      waitedFor = health.background;
    } catch {
      if (Date.now() - started > 300_000) throw new Error('server did not start');
    }
    await sleep(1000);
  }
}
