/**
 * A number no other factory call of this process has answered: codes and names made with it never clash, neither
 * between two factory calls of one test file nor between files that share a worker (and its modules).
 */
let last = 0;

export function nextSerial(): number {
  last += 1;
  return last;
}

/** A process-unique code: the prefix, then the serial padded to four digits. */
export function uniqueCode(prefix: string): string {
  return `${prefix}${String(nextSerial()).padStart(4, '0')}`;
}
