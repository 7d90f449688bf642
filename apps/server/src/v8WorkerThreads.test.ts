import { describe, expect, it } from 'vitest';
import { restartArguments, type ProcessStart } from './v8WorkerThreads.js';

const start: ProcessStart = {
  execPath: '/usr/bin/node',
  execArgv: ['--enable-source-maps'],
  argv: ['/usr/bin/node', '/srv/apps/server/dist/main.js', '--flag'],
  nodeOptions: undefined,
  hasParentChannel: false,
};

describe('the server starting with one V8 worker thread', () => {
  it('starts anew with the option first, keeping its own options, script and arguments', () => {
    expect(restartArguments(start)).toEqual([
      '/usr/bin/node',
      '--v8-pool-size=1',
      '--enable-source-maps',
      '/srv/apps/server/dist/main.js',
      '--flag',
    ]);
  });

  it('runs as it is when the command or NODE_OPTIONS chose a pool size', () => {
    expect(restartArguments({ ...start, execArgv: ['--v8-pool-size=4'] })).toBeUndefined();
    expect(
      restartArguments({ ...start, nodeOptions: '--max-old-space-size=512 --v8-pool-size=2' }),
    ).toBeUndefined();
  });

  it('runs as it is under a parent that talks to it over an IPC channel', () => {
    expect(restartArguments({ ...start, hasParentChannel: true })).toBeUndefined();
  });

  it('does not take a look-alike option for the pool size', () => {
    expect(restartArguments({ ...start, nodeOptions: '--v8-pool-sizes=2' })).toContain('--v8-pool-size=1');
  });
});
