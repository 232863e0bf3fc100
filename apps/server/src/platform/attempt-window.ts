/**
 * Admits an attempt only if, counted with the attempts before it, it stays within its limits; for throttles whose
 * guarded work is costly (a password hash), so the attempt must be counted before that work starts.
 *
 * The attempt is written first and counted afterwards, in a statement of its own: of N attempts racing in one
 * server copy or several, the k-th to be written sees at least k, so at most `limit` are admitted however they
 * interleave (a count before the write let 30 parallel guesses all through). A refused attempt is taken back,
 * so knocking on a closed door does not keep it closed longer.
 */
export interface AttemptSteps<Id> {
  /** Writes the attempt and answers its id. */
  record(): Promise<Id>;
  /** Whether the attempts in the window, this one included, are over a limit. */
  overLimit(): Promise<boolean>;
  /** Deletes the refused attempt. */
  takeBack(id: Id): Promise<void>;
}

/** The admitted attempt's id, or null when it was refused (and taken back). */
export async function admitAttempt<Id>(steps: AttemptSteps<Id>): Promise<Id | null> {
  const id = await steps.record();
  if (!(await steps.overLimit())) return id;
  await steps.takeBack(id);
  return null;
}
