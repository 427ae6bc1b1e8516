import type { TestProject } from 'vitest/node';
import { INTEGRATION_PORTS } from '../support/ports.ts';
import { startTestStack } from '../support/test-stack.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    appUrl: string;
    databaseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const stack = await startTestStack(INTEGRATION_PORTS);
  project.provide('appUrl', stack.url);
  project.provide('databaseUrl', stack.databaseUrl);
  return () => stack.stop();
}
