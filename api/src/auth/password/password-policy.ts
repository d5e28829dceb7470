import { passwordLengthProblem } from '@checkin/contracts';
import { dictionary } from '@zxcvbn-ts/language-common';
import { type AuthErrorCode, authError } from '../auth-errors.js';

/** The most common passwords (zxcvbn's list), lowercased: they are the first ones any attacker tries. */
const COMMON_PASSWORDS = new Set(dictionary['passwords-common'].map((p) => String(p).toLowerCase()));

/** What is wrong with a new password, or null when it may be used. */
export function passwordProblem(password: string): AuthErrorCode | null {
  if (passwordLengthProblem(password)) return 'weak_password';
  if (COMMON_PASSWORDS.has(password.toLowerCase())) return 'common_password';
  return null;
}

/** Throws weak_password for a password that must not be used. */
export function assertStrongPassword(password: string): void {
  const problem = passwordProblem(password);
  if (problem) throw authError(problem);
}
