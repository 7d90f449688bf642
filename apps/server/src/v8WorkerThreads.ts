/**
 * V8's background threads: one, not Node's four. Every thread that compiles (PGlite's WebAssembly at start, hot
 * functions under load) keeps what it allocated in a malloc arena of its own, resident after the work is done. With
 * four the embedded server held 20 to 55 MB more (at rest 246 to 262 MB against 226, after the benchmark's load 284
 * to 299 against 252 to 257, three starts of each taking turns), started 0.3 s later and answered no faster on two
 * cores.
 *
 * The pool's size is fixed when the process starts, so the server starts itself anew with the option (execve: the
 * same process, its pid and open ports' owner unchanged) before its code is evaluated, unless the command already
 * chose a size. A process with an IPC channel to its parent (a watcher, a process manager) is left as it is: the
 * channel would not survive the new start.
 */
export const V8_POOL_SIZE_OPTION = '--v8-pool-size';
export const V8_WORKER_THREADS = 1;

export interface ProcessStart {
  execPath: string;
  execArgv: readonly string[];
  argv: readonly string[];
  nodeOptions: string | undefined;
  hasParentChannel: boolean;
}

const choosesPoolSize = (option: string) =>
  option === V8_POOL_SIZE_OPTION || option.startsWith(`${V8_POOL_SIZE_OPTION}=`);

/** The arguments to start this process anew with one V8 worker thread, or undefined when it should run as it is. */
export function restartArguments(start: ProcessStart): string[] | undefined {
  if (start.hasParentChannel) return undefined;
  const nodeOptions = (start.nodeOptions ?? '').split(/\s+/);
  if ([...start.execArgv, ...nodeOptions].some(choosesPoolSize)) return undefined;
  return [
    start.execPath,
    `${V8_POOL_SIZE_OPTION}=${V8_WORKER_THREADS}`,
    ...start.execArgv,
    ...start.argv.slice(1),
  ];
}

/** Starts this process anew with one V8 worker thread where it should and can (execve is not on Windows). */
export function restartWithOneV8WorkerThread(): void {
  const args = restartArguments({
    execPath: process.execPath,
    execArgv: process.execArgv,
    argv: process.argv,
    nodeOptions: process.env.NODE_OPTIONS,
    hasParentChannel: process.channel !== undefined,
  });
  if (args && typeof process.execve === 'function') process.execve(process.execPath, args, process.env);
}
