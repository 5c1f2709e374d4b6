import { Component, type ErrorInfo, type ReactNode } from 'react';
import { UnavailablePanel } from './UnavailablePanel';

interface Props {
  area: string;
  children: ReactNode;
}

/** Keeps a render error inside the app that threw it; the retry re-renders that app. */
export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.warn(`[${this.props.area}] render failed`, error, info.componentStack);
  }

  override render(): ReactNode {
    if (this.state.failed) return <UnavailablePanel onRetry={() => this.setState({ failed: false })} />;
    return this.props.children;
  }
}
