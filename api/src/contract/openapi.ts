import { z } from 'zod';
import { API_PREFIX } from './api-prefix.js';
import type { Route } from './route-catalogue.js';

type JsonSchema = Record<string, unknown>;
type Operation = Record<string, unknown>;

/** The answer of every failure of the spec's calls (spec §8; error-filter.ts). */
const ERROR_BODY: JsonSchema = {
  type: 'object',
  required: ['statusCode', 'errorMessage'],
  properties: {
    statusCode: { type: 'integer' },
    errorMessage: { type: 'string', description: 'What the client shows.' },
    error_code: { type: 'string', description: 'What the client may act on (insufficient_aal).' },
    errors: {
      type: 'array',
      description: 'Each wrong field of a 400.',
      items: {
        type: 'object',
        required: ['field', 'message'],
        properties: { field: { type: 'string' }, message: { type: 'string' } },
      },
    },
  },
};

const ADMITS: Record<Route['admits'], string> = {
  anyone: 'Anyone: no token.',
  token: "A student's session token or a signed-in user's.",
  user: 'A signed-in user (teacher or admin); a student is refused with 403.',
  'user-first-factor': 'A signed-in user who may not have passed their second factor yet.',
};

/**
 * The OpenAPI 3.1 document of the API, made from the route catalogue: each request's schema is the very zod schema
 * its route validates with, as JSON Schema (draft 2020-12, OpenAPI 3.1's own).
 */
export function openApiDocument(routes: Route[]): Record<string, unknown> {
  const paths: Record<string, Record<string, Operation>> = {};
  for (const route of routes) {
    const path = route.path.replace(/:(\w+)/g, '{$1}');
    (paths[path] ??= {})[route.method.toLowerCase()] = operation(route);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'CheckIn API',
      version: '1',
      description:
        "The calls of CheckIn's web app. Every path answers under both servers alike. Accounts answer at /auth/v1 " +
        'as the hosted authentication provider does, and are not described here.',
    },
    servers: [{ url: `/${API_PREFIX}` }, { url: `/.netlify/functions/${API_PREFIX}` }],
    components: {
      securitySchemes: { authToken: { type: 'apiKey', in: 'header', name: 'x-auth-token' } },
      schemas: { Error: ERROR_BODY },
    },
    paths,
  };
}

function operation(route: Route): Operation {
  const error = (description: string) => ({
    description,
    content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
  });
  const responses: Record<string, unknown> = {
    [route.successStatus]: { description: route.successStatus === 204 ? 'Done; no content.' : 'Done.' },
  };
  if (route.body || route.query) responses[400] = error('Invalid request: each wrong field is named in `errors`.');
  if (route.admits !== 'anyone') responses[401] = error('No token found, or the token is not valid.');
  responses[500] = error(route.specError ?? 'Internal Server Error');
  const [tag] = route.path.split('/').filter(Boolean);
  return {
    operationId: route.handler,
    tags: [tag],
    description: ADMITS[route.admits],
    security: route.admits === 'anyone' ? [] : [{ authToken: [] }],
    parameters: [
      ...route.pathParams.map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } })),
      ...queryParameters(route.query),
    ],
    ...(route.body && {
      requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(route.body) } } },
    }),
    responses,
  };
}

function queryParameters(query: z.ZodType | null): Operation[] {
  if (!query) return [];
  const schema = jsonSchema(query);
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema: property,
  }));
}

/** What a request must hold (the schema's input), as JSON Schema; a transform's output is not described. */
function jsonSchema(schema: z.ZodType): JsonSchema {
  const { $schema: _draft, ...rest } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return rest;
}
