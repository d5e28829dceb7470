import {
  GUARDS_METADATA,
  HTTP_CODE_METADATA,
  METHOD_METADATA,
  PATH_METADATA,
  ROUTE_ARGS_METADATA,
} from '@nestjs/common/constants.js';
import { RequestMethod, type Type } from '@nestjs/common';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum.js';
import type { ModulesContainer } from '@nestjs/core';
import type { z } from 'zod';
import { FirstFactorGuard, TokenGuard, UserGuard } from '../auth/guards.js';
import { SPEC_ERROR } from '../common/spec-error.js';
import { ZodPipe } from '../common/zod-body.js';
import { API_PREFIX, isUnderApiPrefix } from './api-prefix.js';

/** Who a route lets through its guard: anyone, any verified token (a student's too), or a signed-in user. */
export type Admits = 'anyone' | 'token' | 'user' | 'user-first-factor';

/** A route of the API as its controller declares it: what the contract, its document and its tests are made from. */
export type Route = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /**
   * The controller's path, with its parameters as `:name`: below the API's prefix (`/sessions/getSessionForSessionId/:id`)
   * when `prefixed`, else as served (`/auth/v1/token`).
   */
  path: string;
  prefixed: boolean;
  /** The controller's class and the handler's name: `InstancesController.create`. */
  handler: string;
  pathParams: string[];
  body: z.ZodType | null;
  query: z.ZodType | null;
  admits: Admits;
  /** The route's own (`@HttpCode`), else Nest's: 201 for a POST, 200 for the rest. */
  successStatus: number;
  /** The message of spec §8 the route fails with when the failure is not the caller's to fix. */
  specError: string | null;
};

const METHODS: Partial<Record<RequestMethod, Route['method']>> = {
  [RequestMethod.GET]: 'GET',
  [RequestMethod.POST]: 'POST',
  [RequestMethod.PUT]: 'PUT',
  [RequestMethod.PATCH]: 'PATCH',
  [RequestMethod.DELETE]: 'DELETE',
};

const GUARDS = new Map<unknown, Admits>([
  [TokenGuard, 'token'],
  [UserGuard, 'user'],
  [FirstFactorGuard, 'user-first-factor'],
]);

/**
 * Every route of the API, read from the controllers' own decorators: the schemas they validate with (ZodBody,
 * ZodQuery), their guards, success codes and spec messages. Sorted by path, then method.
 */
export function routeCatalogue(modules: ModulesContainer): Route[] {
  const controllers = new Set<Type>();
  for (const module of modules.values()) {
    for (const wrapper of module.controllers.values()) controllers.add(wrapper.metatype as Type);
  }
  return [...controllers]
    .flatMap(routesOf)
    .sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
}

function routesOf(controller: Type): Route[] {
  const base = firstPath(Reflect.getMetadata(PATH_METADATA, controller));
  const classGuards: unknown[] = Reflect.getMetadata(GUARDS_METADATA, controller) ?? [];
  const prototype = controller.prototype as Record<string, unknown>;
  return Object.getOwnPropertyNames(prototype).flatMap((name) => {
    const handler = prototype[name];
    if (name === 'constructor' || typeof handler !== 'function') return [];
    const method = METHODS[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
    const own = Reflect.getMetadata(PATH_METADATA, handler);
    if (!method || own === undefined) return [];
    const path = joinPath(base, firstPath(own));
    const args = routeArgs(controller, name);
    const guards: unknown[] = Reflect.getMetadata(GUARDS_METADATA, handler) ?? classGuards;
    return [
      {
        method,
        path,
        prefixed: isUnderApiPrefix(path),
        handler: `${controller.name}.${name}`,
        pathParams: [...path.matchAll(/:(\w+)/g)].map((match) => match[1]!),
        body: schemaOf(args, RouteParamtypes.BODY),
        query: schemaOf(args, RouteParamtypes.QUERY),
        admits: guards.map((guard) => GUARDS.get(guard)).find(Boolean) ?? 'anyone',
        successStatus: Reflect.getMetadata(HTTP_CODE_METADATA, handler) ?? (method === 'POST' ? 201 : 200),
        specError: Reflect.getMetadata(SPEC_ERROR, handler) ?? Reflect.getMetadata(SPEC_ERROR, controller) ?? null,
      },
    ];
  });
}

type RouteArg = { pipes?: unknown[] };

function routeArgs(controller: Type, handler: string): Record<string, RouteArg> {
  return Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, handler) ?? {};
}

function schemaOf(args: Record<string, RouteArg>, type: RouteParamtypes): z.ZodType | null {
  for (const [key, arg] of Object.entries(args)) {
    if (!key.startsWith(`${type}:`)) continue;
    const pipe = arg.pipes?.find((p): p is ZodPipe => p instanceof ZodPipe);
    if (pipe) return pipe.schema;
  }
  return null;
}

function firstPath(path: string | string[] | undefined): string {
  return (Array.isArray(path) ? path[0] : path) ?? '';
}

function joinPath(...parts: string[]): string {
  const joined = parts
    .flatMap((part) => part.split('/'))
    .filter(Boolean)
    .join('/');
  return `/${joined}`;
}

/** Where a route answers (one of them, for those under the prefix): `/api/v1/sessions/createSession`. */
export function servedPath(route: Route): string {
  return route.prefixed ? `/${API_PREFIX}${route.path}` : route.path;
}
