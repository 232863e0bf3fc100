import { hashTestAccountPassword } from '../../platform/password-hash.js';

/** The password of every account a factory makes unless a test gives its own. */
export const FACTORY_PASSWORD = 'Factory-2026';

const hashes = new Map<string, Promise<string>>();

/**
 * The stored hash of a factory account's password, at the test cost (a hundredth of the shop's), made once per
 * password: accounts that share a password may share its hash, a login checks the password against it all the same.
 */
export function factoryPasswordHash(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashTestAccountPassword(password);
    hashes.set(password, hash);
  }
  return hash;
}
