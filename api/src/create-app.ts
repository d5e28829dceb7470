import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance } from 'fastify';
import type { Server } from 'node:http';
import { AppModule } from './app.module.js';
import { MAX_BODY_BYTES, parseBodies } from './common/request-body.js';
import { cleanRequestText } from './common/clean-text.js';
import { compressAnswer } from './common/compress-answer.js';
import { requestPath } from './common/request-path.js';
import { ErrorFilter } from './common/error-filter.js';
import { securityHeaders } from './common/security-headers.js';
import { API_PREFIX, API_PREFIX_EXCLUDES } from './contract/api-prefix.js';
import { type AppConfig, proxyTrust } from './config.js';
import { RedisIoAdapter } from './realtime/redis-io-adapter.js';
import { pageOrigins } from './realtime/page-origins.js';
import { serveWebApp } from './web-app.js';

/**
 * How long an idle connection stays open: longer than a proxy in front keeps its own (nginx: 60 s, see
 * deploy/nginx.conf), or it may send a call down a connection the API is just closing, and the call fails (a 502
 * behind nginx, ECONNRESET to a client that keeps connections itself). Node's default is 5 s.
 */
export const KEEP_ALIVE_MS = 65_000;

const MAX_PATH_PARAM = 16 * 1024;

/**
 * The HTTP server: Fastify, whose routing and replies cost a fraction of Express's a call (a signed-in GET of
 * the examiner: 0.15-0.20 against 0.53-0.77 ms of the API's CPU). Addresses route as the original app's clients call
 * them: in any case, with or without a trailing slash, with repeated slashes, and under /.netlify/functions
 * (requestPath).
 */
function httpServer(config: AppConfig): FastifyAdapter {
  return new FastifyAdapter({
    bodyLimit: MAX_BODY_BYTES,
    keepAliveTimeout: KEEP_ALIVE_MS,
    trustProxy: proxyTrust(config),
    rewriteUrl: (request: { url?: string }) => requestPath(request.url ?? '/'),
    routerOptions: {
      caseSensitive: false,
      ignoreTrailingSlash: true,
      // An id in a path as long as a client sends it (up to Node's 16 KB of headers): the route says it is unknown.
      maxParamLength: MAX_PATH_PARAM,
    },
  });
}

export async function createApp(config: AppConfig): Promise<NestFastifyApplication> {
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config), httpServer(config), {
    logger: config.NODE_ENV === 'test' ? ['error'] : ['error', 'warn'],
    // Parsed here (parseBodies), so that every body is cleaned right after it is parsed.
    bodyParser: false,
  });
  const server = app.getHttpServer() as Server;
  // A request's headers may take as long to come as the connection may idle before them.
  server.headersTimeout = KEEP_ALIVE_MS + 1000;
  const fastify = app.getHttpAdapter().getInstance() as unknown as FastifyInstance;
  fastify.addHook('onRequest', securityHeaders(config));
  app.enableCors({ origin: [...pageOrigins(config)] });
  parseBodies(fastify);
  fastify.addHook('preHandler', cleanRequestText);
  // Students are often on weak school Wi-Fi: everything above 1 KB goes compressed.
  fastify.addHook('onSend', compressAnswer);
  if (config.WEB_DIST_DIR) serveWebApp(fastify, config.WEB_DIST_DIR, config);
  app.setGlobalPrefix(API_PREFIX, { exclude: API_PREFIX_EXCLUDES });
  app.useGlobalFilters(new ErrorFilter());
  const live = new RedisIoAdapter(app, config.REDIS_URL, pageOrigins(config));
  await live.requireShardedChannels();
  app.useWebSocketAdapter(live);
  app.enableShutdownHooks();
  return app;
}
