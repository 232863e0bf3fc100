import { describe, expect, it } from 'vitest';
import { AppError } from './app-error.js';
import { ManualClock } from './clock.js';
import { fairTurns, type FairTurnsOptions } from './fair-turns.js';

/** A job that runs until the test lets it finish. */
function heldJob(started: string[], name: string) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return {
    job: async () => {
      started.push(name);
      await done;
      return name;
    },
    finish: () => {
      finish();
    },
  };
}

async function settle(): Promise<void> {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
}

async function refusal(promise: Promise<unknown>): Promise<[string, Record<string, string | number>]> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return [error.code, error.params];
    throw error;
  }
  throw new Error('the job was not refused');
}

const OPTIONS: FairTurnsOptions = {
  parallel: 2,
  runningPerCaller: 2,
  waiting: 64,
  perCaller: 25,
  windowLimit: 1000,
  windowMs: 600_000,
};

describe('fairTurns', () => {
  it("gives the next free turn to another caller's job before a flooding caller's queued ones", async () => {
    const turns = fairTurns(OPTIONS, new ManualClock());
    const started: string[] = [];
    const flood = Array.from({ length: 20 }, (_, i) => heldJob(started, `A${i}`));
    const floodAnswers = flood.map((j) => turns.run('tenant:A', j.job));
    await settle();
    const honest = heldJob(started, 'B');
    const honestAnswer = turns.run('tenant:B', honest.job);
    await settle();
    expect(started).toEqual(['A0', 'A1']);
    expect(turns.load()).toEqual({ running: 2, waiting: 19, callers: 2 });
    flood[0]?.finish();
    await settle();
    // B came after 18 of A's jobs were queued, and goes before all of them.
    expect(started).toEqual(['A0', 'A1', 'B']);
    honest.finish();
    expect(await honestAnswer).toBe('B');
    for (const j of flood) j.finish();
    expect(await Promise.all(floodAnswers)).toHaveLength(20);
    expect(started.slice(3)).toEqual(Array.from({ length: 18 }, (_, i) => `A${i + 2}`));
    expect(turns.load()).toEqual({ running: 0, waiting: 0, callers: 0 });
  });

  it('keeps a turn free for the next caller when each caller runs one job at most', async () => {
    const turns = fairTurns({ ...OPTIONS, runningPerCaller: 1 }, new ManualClock());
    const started: string[] = [];
    const flood = Array.from({ length: 20 }, (_, i) => heldJob(started, `A${i}`));
    const floodAnswers = flood.map((j) => turns.run('tenant:A', j.job));
    await settle();
    expect(started).toEqual(['A0']);
    // B starts at once, while every one of A's jobs still runs or waits.
    const honest = heldJob(started, 'B');
    const honestAnswer = turns.run('tenant:B', honest.job);
    await settle();
    expect(started).toEqual(['A0', 'B']);
    honest.finish();
    expect(await honestAnswer).toBe('B');
    await settle();
    // A takes the free turn only when A0 is done: one at a time.
    expect(started).toEqual(['A0', 'B']);
    for (const [i, j] of flood.entries()) {
      j.finish();
      await settle();
      expect(started).toHaveLength(Math.min(3 + i, 21));
    }
    expect(await Promise.all(floodAnswers)).toHaveLength(20);
  });

  it('serves three callers round robin, the one with fewest jobs running first', async () => {
    const turns = fairTurns({ ...OPTIONS, parallel: 1, runningPerCaller: 1 }, new ManualClock());
    const started: string[] = [];
    const jobs = ['A1', 'A2', 'A3', 'B1', 'B2', 'C1'].map((name) => ({ name, held: heldJob(started, name) }));
    const answers = jobs.map(({ name, held }) => turns.run(name.slice(0, 1), held.job));
    for (let i = 0; i < jobs.length; i += 1) {
      await settle();
      jobs.find((j) => j.name === started[i])?.held.finish();
    }
    await Promise.all(answers);
    expect(started).toEqual(['A1', 'A2', 'B1', 'C1', 'A3', 'B2']);
  });

  it('refuses a caller past its jobs in flight at once, without touching the others', async () => {
    const turns = fairTurns({ ...OPTIONS, perCaller: 3 }, new ManualClock());
    const started: string[] = [];
    const held = ['A0', 'A1', 'A2'].map((name) => heldJob(started, name));
    const answers = held.map((j) => turns.run('tenant:A', j.job));
    expect(await refusal(turns.run('tenant:A', () => Promise.resolve('A3')))).toEqual([
      'UPLOADS_IN_PROGRESS',
      { n: 3 },
    ]);
    const other = turns.run('tenant:B', () => Promise.resolve('B'));
    for (const j of held) j.finish();
    expect(await Promise.all(answers)).toEqual(['A0', 'A1', 'A2']);
    expect(await other).toBe('B');
    // Done: the caller may upload again.
    expect(await turns.run('tenant:A', () => Promise.resolve('A4'))).toBe('A4');
  });

  it('refuses a caller past its parses in the window, with the seconds until one leaves it', async () => {
    const clock = new ManualClock(new Date('2026-11-22T08:00:00Z'));
    const turns = fairTurns({ ...OPTIONS, windowLimit: 2, windowMs: 600_000 }, clock);
    await turns.run('tenant:A', () => Promise.resolve(1));
    clock.advance(60_000);
    await turns.run('tenant:A', () => Promise.resolve(2));
    expect(await refusal(turns.run('tenant:A', () => Promise.resolve(3)))).toEqual([
      'UPLOADS_TOO_FREQUENT',
      { seconds: 540 },
    ]);
    expect(await turns.run('tenant:B', () => Promise.resolve('B'))).toBe('B');
    clock.advance(540_000);
    expect(await turns.run('tenant:A', () => Promise.resolve(4))).toBe(4);
  });

  it('answers 503 when all lines together are full', async () => {
    const turns = fairTurns({ ...OPTIONS, parallel: 1, runningPerCaller: 1, waiting: 1 }, new ManualClock());
    const started: string[] = [];
    const a = heldJob(started, 'A');
    const b = heldJob(started, 'B');
    const answers = [turns.run('A', a.job), turns.run('B', b.job)];
    expect(await refusal(turns.run('C', () => Promise.resolve('C')))).toEqual(['SERVICE_UNAVAILABLE', {}]);
    a.finish();
    await settle();
    b.finish();
    expect(await Promise.all(answers)).toEqual(['A', 'B']);
  });
});
