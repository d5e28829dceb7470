import { Controller, Get, Module, type INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import { QueryFailedError } from 'typeorm';
import { type MockInstance, afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error.js';
import { ErrorFilter } from './error-filter.js';
import { SpecError } from './spec-error.js';

@Controller('calls')
class CallsController {
  @Get('failing')
  @SpecError('Failed to fetch the thing.')
  failing(): never {
    throw new Error('the database went away');
  }

  @Get('refusing')
  @SpecError('Failed to fetch the thing.')
  refusing(): never {
    throw new ApiError(404, 'No such thing.');
  }

  @Get('plain')
  plain(): never {
    throw new Error('the database went away');
  }

  @Get('statement/:token')
  statement(): never {
    throw new QueryFailedError(
      'INSERT INTO answers (text) VALUES ($1)',
      [STUDENT_ANSWER],
      new Error('deadlock detected'),
    );
  }
}

const STUDENT_ANSWER = 'My name is Leo Brown and plants make food from sunlight';

@Module({ controllers: [CallsController] })
class CallsModule {}

let app: INestApplication;
let base: string;
beforeAll(async () => {
  app = await NestFactory.create(CallsModule, new FastifyAdapter(), { logger: false });
  app.useGlobalFilters(new ErrorFilter());
  await app.listen(0, '127.0.0.1');
  base = await app.getUrl();
});
afterAll(async () => {
  await app?.close();
});

async function get(path: string) {
  const response = await fetch(`${base}${path}`);
  return { status: response.status, body: await response.json() };
}

describe('a call that fails', () => {
  // What an unexpected failure logs, kept out of the test's output.
  let logged: MockInstance<typeof console.error>;
  beforeEach(() => {
    logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    logged.mockRestore();
  });

  it("answers an unexpected failure 500 with the call's own message of spec §8, and logs it", async () => {
    expect(await get('/calls/failing')).toEqual({
      status: 500,
      body: { statusCode: 500, errorMessage: 'Failed to fetch the thing.' },
    });
    expect(logged).toHaveBeenCalledWith(
      expect.stringMatching(/^GET \/calls\/failing failed: Error: the database went away\n\s+at /),
    );
  });

  it("logs a failed statement by its call's route and its error, not the values it carried nor the address", async () => {
    expect((await get('/calls/statement/a-secret-token')).status).toBe(500);
    expect(logged).toHaveBeenCalledTimes(1);
    const line = String(logged.mock.calls[0]![0]);
    expect(line).toMatch(/^GET \/calls\/statement\/:token failed: QueryFailedError: deadlock detected\n/);
    expect(line).not.toContain('Leo Brown');
    expect(line).not.toContain('a-secret-token');
  });

  it('answers an expected failure as it is, and a call without a message of its own with the generic one', async () => {
    expect(await get('/calls/refusing')).toEqual({
      status: 404,
      body: { statusCode: 404, errorMessage: 'No such thing.' },
    });
    expect(await get('/calls/plain')).toEqual({
      status: 500,
      body: { statusCode: 500, errorMessage: 'Internal Server Error' },
    });
  });
});
