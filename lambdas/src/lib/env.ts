import type { ENV } from '@shared/contract/lambda-env';

type EnvName = (typeof ENV)[keyof typeof ENV];

/** A required environment variable; a missing one is a deployment fault, so it fails loudly. */
export function requireEnv(name: EnvName): string {
  const value = process.env[name];
  if (!value) throw new Error(`Environment variable ${name} is not set`);
  return value;
}

/** An optional environment variable (unset and empty both mean absent). */
export function optionalEnv(name: EnvName): string | undefined {
  return process.env[name] || undefined;
}
