import type { TestProject } from 'vitest/node';
import { startFakeOpenAI } from '../support/fake-openai.ts';
import { INTEGRATION_PORTS } from '../support/ports.ts';
import { startTestStack } from '../support/test-stack.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    appUrl: string;
    databaseUrl: string;
    fakeOpenAIOrigin: string;
  }
}

export default async function setup(project: TestProject) {
  const fakeOpenAI = await startFakeOpenAI();
  const stack = await startTestStack(INTEGRATION_PORTS, {
    OPENAI_BASE_URL: fakeOpenAI.baseUrl,
    OPENAI_API_KEY: 'test-key',
    OPENAI_MODEL: 'fake-model',
  });
  project.provide('appUrl', stack.url);
  project.provide('databaseUrl', stack.databaseUrl);
  project.provide('fakeOpenAIOrigin', fakeOpenAI.origin);
  return async () => {
    await stack.stop();
    await fakeOpenAI.stop();
  };
}
