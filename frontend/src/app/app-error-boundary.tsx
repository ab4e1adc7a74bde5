import { Component, type ErrorInfo, type ReactNode } from 'react';
import { AppErrorScreen } from '@/features/errors/components/app-error-screen';

interface State {
  failed: boolean;
}

/** Catches a screen that throws and shows the generic error screen instead of a blank page. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? <AppErrorScreen /> : this.props.children;
  }
}
