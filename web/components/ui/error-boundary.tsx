// A part of a page that failed to render shows its own message and a Retry, instead of taking the
// whole page down (spec §8: 'Error boundaries show fallback messages per page').
import { Component, type ReactNode } from 'react';
import { RetryCard } from './retry-card';

interface Props {
  message: string;
  children: ReactNode;
}

export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    if (this.state.failed) return <RetryCard message={this.props.message} />;
    return this.props.children;
  }
}
