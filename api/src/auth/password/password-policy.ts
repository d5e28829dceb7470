import { dictionary } from '@zxcvbn-ts/language-common';
import { type AuthErrorCode, authError } from '../auth-errors.js';

export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;

/** The most common passwords (zxcvbn's list), lowercased: they are the first ones any attacker tries. */
const COMMON_PASSWORDS = new Set(dictionary['passwords-common'].map((p) => String(p).toLowerCase()));

/** What is wrong with a new password, or null when it may be used. */
export function passwordProblem(password: string): AuthErrorCode | null {
  const length = [...password].length;
  if (length < MIN_PASSWORD_LENGTH || length > MAX_PASSWORD_LENGTH) return 'weak_password';
  if (COMMON_PASSWORDS.has(password.toLowerCase())) return 'common_password';
  return null;
}

/** Throws weak_password for a password that must not be used. */
export function assertStrongPassword(password: string): void {
  const problem = passwordProblem(password);
  if (problem) throw authError(problem);
}
