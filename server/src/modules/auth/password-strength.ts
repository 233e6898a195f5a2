// Common and breached-style passwords are refused (DECISIONS.md 'Identity and roles', issue 14):
// zxcvbn-ts with its common-password and keyboard-pattern lists, all bundled, so it works offline.
// Score 0-1 is 'too guessable' (password1, qwertyuiop, sunshine1, a name and a year).
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { AppError } from '../../http/app-error.ts';

const MIN_SCORE = 2;
let checker: ZxcvbnFactory | undefined;

/** Built on first use: the lists take a moment to load and most requests never need them. */
function zxcvbn(): ZxcvbnFactory {
  checker ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  return checker;
}

export function isGuessablePassword(password: string, userInputs: string[] = []): boolean {
  return zxcvbn().check(password, userInputs).score < MIN_SCORE;
}

/** Throws weak_password naming `field` when the password is among the easily guessed ones. */
export function assertStrongPassword(password: unknown, field: string, userInputs: unknown[] = []): void {
  if (typeof password !== 'string') return;
  const inputs = userInputs.filter((value): value is string => typeof value === 'string' && value.length > 0);
  if (isGuessablePassword(password, inputs)) {
    throw new AppError('weak_password', 'This password is too easy to guess: it is a common password or close to one. Please choose another, for example three unrelated words.', field);
  }
}
