import { Component, Suspense, useEffect, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { PageSkeleton } from '../ui/PageSkeleton';
import { RouteError } from '../ui/RouteError';

/**
 * A page that fails to render (its chunk did not load) shows RouteError in its place, until the
 * address changes: what the data router's root errorElement did.
 */
class RouteErrorBoundary extends Component<{ pathname: string; children: ReactNode }, { failed: boolean; pathname: string }> {
  state = { failed: false, pathname: this.props.pathname };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  static getDerivedStateFromProps(props: { pathname: string }, state: { pathname: string }) {
    return props.pathname === state.pathname ? null : { failed: false, pathname: props.pathname };
  }
  render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}

/** Every route renders inside one Suspense boundary, as each page is its own lazily loaded chunk: a page-shaped skeleton while it loads. */
export function RootLayout() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return (
    <RouteErrorBoundary pathname={pathname}>
      <Suspense fallback={<PageSkeleton />}>
        <Outlet />
      </Suspense>
    </RouteErrorBoundary>
  );
}
