import { describe, expect, it } from 'vitest';
import { AppError } from './app-error.js';
import { boundedTurns } from './bounded-turns.js';

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

describe('boundedTurns', () => {
  it('runs two at a time, lines up three, refuses the sixth at once, and serves the line in order', async () => {
    const turns = boundedTurns({ parallel: 2, waiting: 3, refuse: 'PASSWORD_CHECKS_BUSY' });
    const started: string[] = [];
    const jobs = ['a', 'b', 'c', 'd', 'e'].map((name) => heldJob(started, name));
    const answers = jobs.map((j) => turns.run(j.job));
    await Promise.resolve();
    expect(started).toEqual(['a', 'b']);
    expect(turns.load()).toEqual({ running: 2, waiting: 3 });

    const refused = await turns.run(() => Promise.resolve('f')).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).code).toBe('PASSWORD_CHECKS_BUSY');

    jobs[1]?.finish();
    await answers[1];
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual(['a', 'b', 'c']);
    for (const j of jobs) j.finish();
    expect(await Promise.all(answers)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(turns.load()).toEqual({ running: 0, waiting: 0 });
  });

  it('frees the turn of a job that fails', async () => {
    const turns = boundedTurns({ parallel: 1, waiting: 0, refuse: 'PASSWORD_CHECKS_BUSY' });
    await expect(turns.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await turns.run(() => Promise.resolve('next'))).toBe('next');
  });

  it('lets a high job in ahead of a full line of low ones, bumping the newest low one', async () => {
    const turns = boundedTurns({ parallel: 2, waiting: 3, refuse: 'PASSWORD_CHECKS_BUSY' });
    const started: string[] = [];
    const lows = ['l1', 'l2', 'l3', 'l4', 'l5'].map((name) => heldJob(started, name));
    const lowAnswers = lows.map((j) => turns.run(j.job, 'low').catch((error: unknown) => error));
    await Promise.resolve();
    expect(started).toEqual(['l1', 'l2']);
    expect(turns.load()).toEqual({ running: 2, waiting: 3 });

    // Another low job finds the line full: refused at once.
    const lateLow = await turns.run(() => Promise.resolve('l6'), 'low').catch((error: unknown) => error);
    expect((lateLow as AppError).code).toBe('PASSWORD_CHECKS_BUSY');

    // A high job takes the newest low one's place and is served before the older low ones.
    const honest = heldJob(started, 'h');
    const honestAnswer = turns.run(honest.job, 'high');
    expect(((await lowAnswers[4]) as AppError).code).toBe('PASSWORD_CHECKS_BUSY');
    expect(turns.load()).toEqual({ running: 2, waiting: 3 });
    lows[0]?.finish();
    await lowAnswers[0];
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual(['l1', 'l2', 'h']);

    honest.finish();
    for (const j of lows) j.finish();
    expect(await honestAnswer).toBe('h');
    expect(await Promise.all(lowAnswers.slice(0, 4))).toEqual(['l1', 'l2', 'l3', 'l4']);
    expect(turns.load()).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses a high job when the line is full of high ones', async () => {
    const turns = boundedTurns({ parallel: 1, waiting: 1, refuse: 'PASSWORD_CHECKS_BUSY' });
    const started: string[] = [];
    const jobs = ['a', 'b'].map((name) => heldJob(started, name));
    const answers = jobs.map((j) => turns.run(j.job, 'high'));
    const refused = await turns.run(() => Promise.resolve('c'), 'high').catch((error: unknown) => error);
    expect((refused as AppError).code).toBe('PASSWORD_CHECKS_BUSY');
    for (const j of jobs) j.finish();
    expect(await Promise.all(answers)).toEqual(['a', 'b']);
  });
});
