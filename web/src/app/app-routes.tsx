import { type ComponentType, type LazyExoticComponent, Suspense, lazy, useEffect, useMemo } from 'react';
import { Route, Routes, useLocation, useParams } from 'react-router-dom';
import { type LayoutName, paths } from '../lib/paths';
import { ErrorPage } from '../ui/error-page';
import { DefaultLayout } from './layouts/default-layout';
import { LoggedOutLayout } from './layouts/logged-out-layout';
import { PlainFrame } from './layouts/plain-frame';
import { StudentLayout } from './layouts/student-layout';
import { LAZY_LAYOUTS, PAGE_MODULES, type PageKey, type RouteParams } from './route-modules';
import { RouteErrorBoundary } from './route-error';
import { RouteGuard } from './route-guard';
import { RouteLoading } from './route-loading';
import { isTeacherLayout, routeOf } from './route-match';
import { NOT_FOUND_TITLE, usePageTitle } from './use-page-title';

/** A page module: the page as its default export, and optionally its own check of the route's parameters. */
export type PageModule = { default: ComponentType; validate?: (params: RouteParams) => boolean };
export type PageLoader = () => Promise<PageModule>;

// Each page and each Mantine layout is its own chunk, fetched the first time a route needs it. The layouts that ship
// in the entry (STATIC_LAYOUTS) are left out: imported here already, they would make no chunk.
const featureModules = import.meta.glob<PageModule>('../features/*/routes/*.tsx');
const layoutModules = import.meta.glob<{ default: ComponentType }>([
  './layouts/*-layout.tsx',
  '!./layouts/default-layout.tsx',
  '!./layouts/logged-out-layout.tsx',
  '!./layouts/student-layout.tsx',
]);

const STATIC_LAYOUTS: Partial<Record<LayoutName, ComponentType>> = {
  default: DefaultLayout,
  loggedoutlayout: LoggedOutLayout,
  studentview: StudentLayout,
};

export function pageLoader(key: PageKey): PageLoader {
  const load = featureModules[`../features/${PAGE_MODULES[key].module}.tsx`];
  if (!load) throw new Error(`No page module for route ${key}: src/features/${PAGE_MODULES[key].module}.tsx`);
  return load;
}

function layoutLoader(layout: LayoutName) {
  const load = layoutModules[`./${LAZY_LAYOUTS[layout]?.replace('app/', '')}.tsx`];
  if (!load) throw new Error(`No layout module for ${layout}`);
  return load;
}

function layoutComponent(layout: LayoutName): ComponentType | LazyExoticComponent<ComponentType> {
  return STATIC_LAYOUTS[layout] ?? lazy(layoutLoader(layout));
}

/** A loader that downloads once, whoever asks first (the preload or the route); a failed download may be retried. */
function loadOnce(load: PageLoader): PageLoader {
  let pending: Promise<PageModule> | null = null;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
}

/** Spec §2: the generic error page's not-found variant, inside whatever layout is around it. */
function NotFound() {
  usePageTitle(NOT_FOUND_TITLE);
  return <ErrorPage status={404} />;
}

/**
 * A route's page: its parameters are checked first (a failed check is a 404 and costs no download), then the
 * page module loads and may check them too.
 */
function routePage(key: PageKey, load: PageLoader): ComponentType {
  const { validate, title } = PAGE_MODULES[key];
  const Page = lazy(async () => {
    const module = await load();
    const Component = module.default;
    const check = module.validate;
    function CheckedPage() {
      const params = useParams();
      return check && !check(params) ? <NotFound /> : <Component />;
    }
    return { default: CheckedPage };
  });
  function RoutePage() {
    const valid = !validate || validate(useParams());
    usePageTitle(valid ? title : NOT_FOUND_TITLE);
    return valid ? <Page /> : <NotFound />;
  }
  RoutePage.displayName = `RoutePage(${key})`;
  return RoutePage;
}

type Loaders = Partial<Record<PageKey, PageLoader>>;
const MODULE_LOADERS: Loaders = {};

/**
 * A signed-in page's code starts downloading with its layout's (Mantine), not after it: the shell shows sooner
 * and its page follows at once. Runs only for an allowed navigation (a refused page is never fetched).
 */
function PreloadRoute({ pageLoaders }: { pageLoaders: Record<PageKey, PageLoader> }) {
  const { pathname } = useLocation();
  useEffect(() => {
    const key = routeOf(pathname);
    if (!key || !isTeacherLayout(paths[key].layout)) return;
    // A failed download is the route's to report, when it asks for the same module.
    layoutLoader(paths[key].layout)().catch(() => undefined);
    pageLoaders[key]().catch(() => undefined);
  }, [pathname, pageLoaders]);
  return null;
}

/**
 * Every route of lib/paths.ts in its layout; `loaders` replaces page modules (tests). The route tree (and its lazy
 * components) must be built once: navigations are transitions, and a transition that meets a new lazy component
 * on every retry suspends for ever.
 */
export function AppRoutes({ loaders = MODULE_LOADERS }: { loaders?: Loaders }) {
  const location = useLocation();
  const { tree, pageLoaders } = useMemo(() => {
    const keys = Object.keys(paths) as PageKey[];
    const pageLoaders = Object.fromEntries(
      keys.map((key) => [key, loadOnce(loaders[key] ?? pageLoader(key))]),
    ) as Record<PageKey, PageLoader>;
    const byLayout = new Map<LayoutName, PageKey[]>();
    for (const key of keys) {
      byLayout.set(paths[key].layout, [...(byLayout.get(paths[key].layout) ?? []), key]);
    }
    const tree = [...byLayout].map(([layout, keys]) => {
      const Layout = layoutComponent(layout);
      return (
        <Route key={layout} element={<Layout />}>
          {keys.map((key) => {
            const Page = routePage(key, pageLoaders[key]);
            return <Route key={key} path={paths[key].pattern} element={<Page />} />;
          })}
        </Route>
      );
    });
    return { tree, pageLoaders };
  }, [loaders]);

  return (
    <RouteGuard>
      <PreloadRoute pageLoaders={pageLoaders} />
      <RouteErrorBoundary resetKey={location.pathname}>
        <Suspense fallback={<RouteLoading />}>
          <Routes>
            {tree}
            <Route
              path="*"
              element={
                <PlainFrame>
                  <NotFound />
                </PlainFrame>
              }
            />
          </Routes>
        </Suspense>
      </RouteErrorBoundary>
    </RouteGuard>
  );
}
