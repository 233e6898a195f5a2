// Any unexpected console.error fails the test that logged it (issue 15): a React warning, a failed
// promise that someone caught only to log, a prop of the wrong type. Web and shared-package tests only:
// the server logs through pino, never the console. A test that provokes an error on purpose says so
// with allowConsoleError(pattern).
import { afterEach, beforeEach, expect, vi } from 'vitest';

/** Errors any test may log, each with its reason. */
const EXPECTED: { pattern: RegExp; reason: string }[] = [];

let allowedHere: RegExp[] = [];
let logged: string[] = [];

/** This test provokes an error that is logged on purpose (e.g. a failed sign-in, which the form logs). */
export function allowConsoleError(pattern: RegExp): void {
  allowedHere.push(pattern);
}

const watched = () => /[\\/](web|packages)[\\/]/.test(expect.getState().testPath ?? '');

beforeEach(() => {
  allowedHere = [];
  logged = [];
  if (!watched()) return;
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    logged.push(args.map((a) => (a instanceof Error ? a.message : String(a))).join(' '));
  });
});

afterEach(() => {
  if (!watched()) return;
  vi.mocked(console.error).mockRestore();
  const unexpected = logged.filter((text) => !EXPECTED.some((e) => e.pattern.test(text)) && !allowedHere.some((p) => p.test(text)));
  if (unexpected.length > 0) throw new Error(`console.error was called, and no test expected it:\n${unexpected.join('\n')}`);
});
