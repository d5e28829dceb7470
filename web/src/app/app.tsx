import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './app-routes';
import { Shell } from './shell';

/**
 * Declarative routing (BrowserRouter + lazy pages) rather than createBrowserRouter: the data router costs about
 * 16 KB more of gzipped JavaScript on every page, which the student pages' 120 KB budget cannot spare.
 */
export function App() {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false } } }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <Shell>
          <AppRoutes />
        </Shell>
      </BrowserRouter>
    </QueryClientProvider>
  );
}
