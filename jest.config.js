// Plain JS on purpose: Jest reads a jest.config.ts only through ts-node, which this repository does not install.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic', importSource: '@emotion/react' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];
const common = {
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  transform: { '^.+\\.(t|j)sx?$': swc },
  // Packages published as ES modules only, compiled like the sources (Jest loads CommonJS).
  transformIgnorePatterns: ['/node_modules/(?!(p-limit|yocto-queue)/)'],
  moduleNameMapper: { '\\.(png|jpe?g|svg|webp)$': '<rootDir>/jest/file-stub.js' },
};

/** @type {import('jest').Config} */
module.exports = {
  // One worker per core: Jest's default keeps a core for its main process, which only waits (on our 2 cores, one
  // worker: 334 s for the suite, 167 s with two).
  maxWorkers: '100%',
  projects: [
    {
      ...common,
      displayName: 'servers',
      testEnvironment: 'node',
      roots: [
        '<rootDir>/session-server/src',
        '<rootDir>/provider-sandbox/src',
        '<rootDir>/scripts',
        '<rootDir>/eslint',
      ],
    },
    {
      ...common,
      displayName: 'web',
      testEnvironment: 'jsdom',
      setupFilesAfterEnv: ['<rootDir>/jest/setup-dom.ts'],
      roots: [
        '<rootDir>/shared-kit/src',
        '<rootDir>/shared-ui/src',
        '<rootDir>/host/src',
        '<rootDir>/mfe-auth/src',
        '<rootDir>/mfe-account/src',
        '<rootDir>/mfe-shop/src',
        '<rootDir>/mfe-game/src',
      ],
    },
  ],
};
