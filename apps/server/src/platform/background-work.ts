/**
 * Work a server copy starts after it listens (the product parameter fill after a new parser version): it
 * answers meanwhile, and /api/health names what is still running, so that a benchmark can wait for the end.
 */
export class BackgroundWork {
  private readonly running = new Set<string>();

  /** Names `work` as running until it settles; answers it unchanged. */
  track<T>(name: string, work: Promise<T>): Promise<T> {
    this.running.add(name);
    const settled = (): void => {
      this.running.delete(name);
    };
    work.then(settled, settled);
    return work;
  }

  get names(): string[] {
    return [...this.running];
  }
}
