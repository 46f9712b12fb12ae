import { format } from 'node:util';
import { afterEach, beforeEach, vi } from 'vitest';

/**
 * The console of a test is part of what it checks. A `console.error` or `console.warn` that the
 * test did not announce fails it (a React warning such as a duplicate key, an act() warning, MSW's
 * unhandled request, a crash caught by an error boundary), and nothing is printed: a green run
 * shows only the test names. A test that expects a message announces it, and the message must then
 * come:
 *
 *     expectConsoleError(/Le serveur a refusé/);   // before the action that logs it
 *
 * One thing is quiet without being announced: react-admin logs every failed dataProvider call
 * (`console.error(error)` in development builds). When the failure is an HttpError (the server or
 * the network answered an error, which a test provokes to check what the user then sees), that log
 * is the same error the screen shows, so it is neither printed nor a failure.
 */

type Level = 'error' | 'warn';
type Matcher = string | RegExp;

interface Expectation {
  level: Level;
  matcher: Matcher;
  seen: boolean;
}

let expectations: Expectation[] = [];
let unexpected: { level: Level; text: string }[] = [];

function matches(matcher: Matcher, text: string): boolean {
  return typeof matcher === 'string' ? text.includes(matcher) : matcher.test(text);
}

/**
 * react-admin's development log of a failed call: `console.error(httpError)`. Told by its shape
 * rather than `instanceof`, so that the pure unit tests do not load react-admin for it.
 */
function isFailedCallLog(level: Level, args: unknown[]): boolean {
  const [error] = args;
  return level === 'error' && args.length === 1 && error instanceof Error && error.name === 'HttpError' && typeof (error as { status?: unknown }).status === 'number';
}

function record(level: Level, args: unknown[]): void {
  if (isFailedCallLog(level, args)) return;
  const text = format(...args);
  const expectation = expectations.find((e) => e.level === level && matches(e.matcher, text));
  if (expectation) expectation.seen = true;
  else unexpected.push({ level, text });
}

/** This test expects a `console.error` whose text contains `matcher` (or matches it); it must come. */
export function expectConsoleError(matcher: Matcher): void {
  expectations.push({ level: 'error', matcher, seen: false });
}

/** This test expects a `console.warn` whose text contains `matcher` (or matches it); it must come. */
export function expectConsoleWarn(matcher: Matcher): void {
  expectations.push({ level: 'warn', matcher, seen: false });
}

function firstLines(text: string): string {
  const lines = text.split('\n');
  return lines.length > 12 ? [...lines.slice(0, 12), `… (${lines.length - 12} more lines)`].join('\n') : text;
}

/** Fails the test that printed what it did not announce, or did not print what it announced. */
function verify(): void {
  const problems = [
    ...unexpected.map(({ level, text }) => `Unexpected console.${level} (announce it with expectConsole${level === 'error' ? 'Error' : 'Warn'}(…) if the test expects it):\n${firstLines(text)}`),
    ...expectations.filter((e) => !e.seen).map((e) => `Expected a console.${e.level} matching ${String(e.matcher)}, none came.`),
  ];
  expectations = [];
  unexpected = [];
  if (problems.length > 0) throw new Error(problems.join('\n\n'));
}

const original = { error: console.error.bind(console), warn: console.warn.bind(console) };
let inTest = false;

function recorder(level: Level) {
  return (...args: unknown[]) => {
    // Outside a test (a late callback after its end), there is no test to fail: print it.
    if (inTest) record(level, args);
    else original[level](...args);
  };
}

/**
 * Registered once per test file by tests/setup.ts, before its other hooks, so that the check runs
 * after the screen is unmounted. The spies are set again before each test: a test may have
 * replaced or restored them with its own `vi.spyOn(console, 'error')`.
 */
export function guardConsole(): void {
  beforeEach(() => {
    expectations = [];
    unexpected = [];
    inTest = true;
    vi.spyOn(console, 'error').mockImplementation(recorder('error'));
    vi.spyOn(console, 'warn').mockImplementation(recorder('warn'));
  });
  afterEach(() => {
    inTest = false;
    verify();
  });
}
