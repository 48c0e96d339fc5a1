import path from 'node:path';

/**
 * How Jest is started: on Node's ESM loader for packages published as ES modules only (react-router, jotai, cookie),
 * which Jest can require natively only with VM modules on (Node ≥ 24.9). Its notice that they are experimental is
 * silenced: it says nothing about our code.
 */
export function jestCommand(root: string): [command: string, args: string[]] {
  return [
    process.execPath,
    [
      '--experimental-vm-modules',
      '--disable-warning=ExperimentalWarning',
      path.join(root, 'node_modules/jest/bin/jest.js'),
    ],
  ];
}
