/** The OpenAI provider as a test file drives it: against a fake server and a database of the file's own. */
import { type TestDatabase, createTestDatabase } from '@checkin/engine/testing';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { PromptStore } from '../prompts.js';
import { ChatClient } from './chat-client.js';
import { FakeOpenAiServer } from './fake-openai-server.test-helpers.js';
import { OpenAiProvider } from './openai-provider.js';
import { insertTestPrompts } from './provider-fixtures.test-helpers.js';

export type ProviderForFile = { server: FakeOpenAiServer; provider: OpenAiProvider; database: TestDatabase };

/**
 * Starts the fake server and the provider (with the test prompts) before the file's tests, forgets the server's
 * script and requests before each test, and stops both after. Read its fields inside tests and hooks.
 */
export function providerForFile(
  options: { timeoutMs?: number; models?: { conversation: string; rating: string } } = {},
): ProviderForFile {
  const { timeoutMs = 5_000, models = { conversation: 'small', rating: 'big' } } = options;
  const env = {} as ProviderForFile;
  beforeAll(async () => {
    const [db, server] = await Promise.all([createTestDatabase(), FakeOpenAiServer.start()]);
    env.database = db;
    await insertTestPrompts(db.db);
    const client = new ChatClient({ baseURL: server.baseURL, apiKey: 'test', timeoutMs });
    env.server = server;
    env.provider = new OpenAiProvider(client, new PromptStore(db.db), models);
  });
  afterAll(async () => {
    await env.server?.close();
    await env.database?.drop();
  });
  beforeEach(() => env.server.reset());
  return env;
}
