/** @jest-config-loader esbuild-register */
import type { Config } from 'jest';
import { MESSAGES_BUNDLE } from './lambdas/test/messages-bundle';

// Jest runs the Node side: shared/, lambdas/, infra/ and scripts/. The frontend runs on Vitest.
const config: Config = {
  testEnvironment: 'node',
  roots: ['<rootDir>/shared', '<rootDir>/lambdas', '<rootDir>/infra', '<rootDir>/scripts'],
  testMatch: ['**/*.test.ts'],
  // infra/lib's CDK assertion files run as one file, infra/lib.test.ts, which shares their synths.
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/infra/lib/'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
  // @middy/*, jose, p-retry (with is-network-error) and get-port ship ESM only: map middy to its entry
  // and let swc turn them all into CommonJS.
  // otplib (the local stack's authenticator codes) brings ESM-only @noble/hashes and @scure/base.
  // oauth4webapi (the standard OAuth client the game API is tested with) ships ESM only.
  transformIgnorePatterns: [
    '/node_modules/(?!(@middy|jose|p-retry|is-network-error|get-port|@noble|@scure|oauth4webapi)/)',
  ],
  moduleNameMapper: {
    // The message catalogue as one module, which global setup writes (lambdas/test/messages-bundle.ts):
    // ahead of @shared/, which would map it to its ~850 modules.
    '/i18n/paraglide/messages/_index\\.js$': MESSAGES_BUNDLE,
    '^@middy/(.*)$': '<rootDir>/node_modules/@middy/$1/index.js',
    '^@shared/(.*)$': '<rootDir>/shared/$1',
  },
  testTimeout: 30_000,
  // Both cores (Jest's default keeps one free, and on two cores runs one file at a time): each test
  // file has its own table in the one DynamoDB Local, so files run side by side.
  maxWorkers: '100%',
  // One in-memory DynamoDB Local for the run; lambdas tests each create their own table in it.
  globalSetup: '<rootDir>/lambdas/test/global-setup.ts',
  setupFiles: ['<rootDir>/lambdas/test/lambda-settings.ts'],
  globalTeardown: '<rootDir>/lambdas/test/global-teardown.ts',
};

export default config;
