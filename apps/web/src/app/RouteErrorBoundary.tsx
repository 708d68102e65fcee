import { Component, type ErrorInfo, type ReactNode } from 'react';
import { areaFromPath, homePathFor } from '@balance/domain';
import { Button } from '@balance/ui';
import styles from './RouteErrorBoundary.module.css';

type RouteErrorBoundaryProps = {
  /** Changing it (the location) clears a caught error, so navigating away recovers. */
  resetKey: string;
  children: ReactNode;
};

type RouteErrorBoundaryState = { error: Error | null; resetKey: string };

/** Catches a page's render error and offers a way back instead of a blank screen. */
export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, RouteErrorBoundaryState> {
  override state: RouteErrorBoundaryState = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<RouteErrorBoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(
    props: RouteErrorBoundaryProps,
    state: RouteErrorBoundaryState,
  ): Partial<RouteErrorBoundaryState> | null {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('A page failed to render.', error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <div role="alert" className={styles.box}>
        <h1 className={styles.title}>This page could not be shown</h1>
        <p className={styles.text}>
          Something went wrong while showing this page. Your other work is safe. Try again, or go back to the
          start.
        </p>
        <div className={styles.actions}>
          <Button variant="primary" onPress={() => this.setState({ error: null })}>
            Try again
          </Button>
          {/* The start of the area the crash happened in (an agent has no admin start page). */}
          <Button onPress={() => window.location.assign(homePathFor(areaFromPath(window.location.pathname)))}>
            Go to the start
          </Button>
        </div>
      </div>
    );
  }
}
