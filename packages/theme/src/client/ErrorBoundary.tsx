import { Component, type ReactNode } from 'react';
import { CrashView } from './CrashView.js';

interface ErrorBoundaryState {
  error: { value: unknown } | null;
}

/** Catches what an island throws while rendering; 'Try again' renders the children afresh. */
export class ErrorBoundary extends Component<{ children: ReactNode }, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { error: { value: error } };
  }

  override render() {
    if (this.state.error === null) return this.props.children;
    return <CrashView error={this.state.error.value} onRetry={() => this.setState({ error: null })} />;
  }
}
