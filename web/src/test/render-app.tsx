import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { StrictMode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { AppRoutes, type PageLoader } from '../app/app-routes';
import type { PageKey } from '../app/route-modules';
import { Shell } from '../app/shell';

/** The whole app at `path`, as a visitor opening that address; location() tells where they ended up. */
export function renderApp(path: string, options: { loaders?: Partial<Record<PageKey, PageLoader>> } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const current: { location: ReturnType<typeof useLocation> | null } = { location: null };
  function WhereAmI() {
    current.location = useLocation();
    return null;
  }
  const view = render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          <Shell>
            <AppRoutes loaders={options.loaders} />
          </Shell>
          <WhereAmI />
        </MemoryRouter>
      </QueryClientProvider>
    </StrictMode>,
  );
  const location = () => {
    const l = current.location!;
    return `${l.pathname}${l.search}${l.hash}`;
  };
  return { ...view, location };
}
