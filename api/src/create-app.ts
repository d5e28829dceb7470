import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import compression from 'compression';
import type { Server } from 'node:http';
import { AppModule } from './app.module.js';
import { MAX_BODY_SIZE } from './common/request-body.js';
import { cleanRequestText } from './common/clean-text.js';
import { compressJson, isJson } from './common/compress-json.js';
import { collapseSlashes } from './common/collapse-slashes.js';
import { ErrorFilter } from './common/error-filter.js';
import { securityHeaders } from './common/security-headers.js';
import { API_PREFIX, API_PREFIX_EXCLUDES } from './contract/api-prefix.js';
import type { AppConfig } from './config.js';
import { RedisIoAdapter } from './realtime/redis-io-adapter.js';
import { pageOrigins } from './realtime/page-origins.js';
import { netlifyAlias, serveWebApp } from './web-app.js';

/**
 * How long an idle connection stays open: longer than a proxy in front keeps its own (nginx: 60 s, see
 * deploy/nginx.conf), or it may send a call down a connection the API is just closing, and the call fails (a 502
 * behind nginx, ECONNRESET to a client that keeps connections itself). Node's default is 5 s.
 */
export const KEEP_ALIVE_MS = 65_000;

export async function createApp(config: AppConfig): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), {
    logger: config.NODE_ENV === 'test' ? ['error'] : ['error', 'warn'],
    // Parsed here (below), so that every body is cleaned right after it is parsed.
    bodyParser: false,
  });
  const server = app.getHttpServer() as Server;
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  // A request's headers may take as long to come as the connection may idle before them.
  server.headersTimeout = KEEP_ALIVE_MS + 1000;
  app.use(securityHeaders(config));
  app.enableCors({ origin: [...pageOrigins(config)] });
  // Students are often on weak school Wi-Fi: everything above 1 KB goes compressed. The API's JSON whole, as it is
  // sent (compressJson); the web app's files as they stream.
  app.use(compressJson);
  app.use(compression({ filter: (req, res) => !isJson(res) && compression.filter(req, res) }));
  app.use(collapseSlashes);
  app.use(netlifyAlias);
  if (config.WEB_DIST_DIR) serveWebApp(app, config.WEB_DIST_DIR, config);
  if (config.TRUST_PROXY) app.set('trust proxy', trustProxy(config.TRUST_PROXY));
  app.useBodyParser('json', { limit: MAX_BODY_SIZE });
  app.useBodyParser('urlencoded', { extended: true, limit: MAX_BODY_SIZE });
  app.use(cleanRequestText);
  app.setGlobalPrefix(API_PREFIX, { exclude: API_PREFIX_EXCLUDES });
  app.useGlobalFilters(new ErrorFilter());
  const live = new RedisIoAdapter(app, config.REDIS_URL, pageOrigins(config));
  await live.requireShardedChannels();
  app.useWebSocketAdapter(live);
  app.enableShutdownHooks();
  return app;
}

/** Express's `trust proxy`: `true`, a number of hops, or addresses and subnets (`loopback, 10.0.0.0/8`). */
function trustProxy(value: string): boolean | number | string {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return /^\d+$/.test(value) ? Number(value) : value;
}
