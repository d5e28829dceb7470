import { Component, type ReactNode, useEffect } from 'react';
import { claimReload, isChunkLoadError } from '../lib/chunk-reload';
import { ErrorPage } from '../ui/error-page';
import { PlainFrame } from './layouts/plain-frame';

type Props = { resetKey: string; children: ReactNode };
type State = { failed: boolean; error: unknown; resetKey: string };

/** Catches what a page or its code download throws; a new location clears it. */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, error: null, resetKey: props.resetKey };
  }

  override render() {
    return this.state.failed ? <RouteError error={this.state.error} /> : this.props.children;
  }
}

/** Decided once per error, so that a re-render (or StrictMode) does not count as a second failure. */
const reloads = new WeakMap<object, boolean>();
const reloaded = new WeakSet<object>();

/** A stale chunk reloads the page once (spec §9); anything else is the generic error page. */
export function RouteError({ error }: { error: unknown }) {
  const reloading = isChunkLoadError(error) && decideReload(error as Error);

  useEffect(() => {
    if (!reloading) console.error(error);
    else if (!reloaded.has(error as Error)) {
      reloaded.add(error as Error); // StrictMode runs effects twice: one reload is enough
      window.location.reload();
    }
  }, [error, reloading]);

  if (reloading) {
    return (
      <PlainFrame>
        <h1>Updating CheckIn…</h1>
        <p className="lead">A newer version is available. The page reloads in a moment.</p>
      </PlainFrame>
    );
  }
  return (
    <PlainFrame>
      <ErrorPage status={statusOf(error)} />
    </PlainFrame>
  );
}

/** An error that carries an HTTP status (an ApiError) keeps it; anything else is a 500. */
function statusOf(error: unknown): number {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 500;
}

function decideReload(error: Error): boolean {
  let decided = reloads.get(error);
  if (decided === undefined) {
    decided = claimReload();
    reloads.set(error, decided);
  }
  return decided;
}
