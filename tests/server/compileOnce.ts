import { execFileSync } from 'node:child_process';

/**
 * The server and the contract check run compiled (scripts/node-build.mjs): compile them once here,
 * before any test starts a process, so no test waits on a build.
 */
export default function compileOnce(): void {
  execFileSync(process.execPath, ['-e', "import('./scripts/node-build.mjs').then((m) => m.nodeBuild())"], { stdio: 'inherit' });
}
