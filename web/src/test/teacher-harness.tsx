import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { type MockInstance, vi } from 'vitest';
import { makeSession, storeSession } from './auth-fixtures';
import { installAuthServer } from './auth-harness';

/**
 * For teacher components and pages tested on their own: a signed-in teacher (stored session, scripted auth
 * server), Mantine without transitions or portals, a query client that does not retry, and a router.
 */
export function renderAsTeacher(ui: ReactNode, options: { path?: string; routes?: (ui: ReactNode) => ReactNode } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const current: { location: ReturnType<typeof useLocation> | null } = { location: null };
  function WhereAmI() {
    current.location = useLocation();
    return null;
  }
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MantineProvider env="test">
        <MemoryRouter initialEntries={[options.path ?? '/dashboard']}>
          {options.routes ? options.routes(ui) : ui}
          <WhereAmI />
        </MemoryRouter>
      </MantineProvider>
    </QueryClientProvider>,
  );
  const location = () => `${current.location?.pathname}${current.location?.search}`;
  return { ...view, queryClient, location };
}

export type ApiCall = { method: string; path: string; body: unknown; token: string | null };
export type ApiReply = { status?: number; body?: unknown };
type Handler = (call: ApiCall) => ApiReply | Promise<ApiReply>;

/**
 * The product's API as a small script: "METHOD /path" (without /api/v1 and a trailing slash) to a handler.
 * Every call is recorded; an unscripted one answers 501 so a forgotten route fails visibly.
 */
export function fakeApi(routes: Record<string, Handler>) {
  const session = makeSession();
  storeSession(session);
  installAuthServer();
  const calls: ApiCall[] = [];
  const spy: MockInstance<typeof fetch> = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname.replace(/^\/api\/v1/, '').replace(/\/+$/, '');
    const method = init?.method ?? 'GET';
    const headers = (init?.headers ?? {}) as Record<string, string>;
    const call: ApiCall = {
      method,
      path,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
      token: headers['x-auth-token'] ?? null,
    };
    calls.push(call);
    const handler = routes[`${method} ${path}`] ?? findPrefix(routes, method, path);
    if (!handler) return Response.json({ errorMessage: `Unscripted call: ${method} ${path}` }, { status: 501 });
    const reply = await handler(call);
    return Response.json(reply.body ?? {}, { status: reply.status ?? 200 });
  });
  return {
    calls,
    spy,
    token: session.access_token,
    callsTo: (route: string) => calls.filter((c) => `${c.method} ${c.path}`.startsWith(route)),
  };
}

/** Routes ending in "/*" match any id after them. */
function findPrefix(routes: Record<string, Handler>, method: string, path: string): Handler | undefined {
  for (const [route, handler] of Object.entries(routes)) {
    if (route.endsWith('/*') && `${method} ${path}`.startsWith(route.slice(0, -1))) return handler;
  }
  return undefined;
}
