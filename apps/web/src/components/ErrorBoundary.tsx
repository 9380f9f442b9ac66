import { Component, type ErrorInfo, type ReactNode } from "react";
import { ErrorFallback } from "./ErrorFallback.tsx";

export interface ErrorBoundaryProps {
  children: ReactNode;
  /** Reports a caught render error (to the server's error log). */
  onError?: (error: unknown, componentStack: string) => void;
  /** When this changes (e.g. on navigation) a shown error is cleared. */
  resetKey?: string;
}

interface ErrorBoundaryState {
  error: unknown;
  hasError: boolean;
  resetKey: string | undefined;
}

/** Catches a screen's rendering failure and shows the spec's fallback instead of a blank page. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null, hasError: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { error, hasError: true };
  }

  static getDerivedStateFromProps(
    props: ErrorBoundaryProps,
    state: ErrorBoundaryState,
  ): Partial<ErrorBoundaryState> | null {
    if (props.resetKey !== state.resetKey) return { error: null, hasError: false, resetKey: props.resetKey };
    return null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.props.onError?.(error, info.componentStack ?? "");
  }

  reset = (): void => {
    this.setState({ error: null, hasError: false });
  };

  override render(): ReactNode {
    if (this.state.hasError) return <ErrorFallback error={this.state.error} onReset={this.reset} />;
    return this.props.children;
  }
}
