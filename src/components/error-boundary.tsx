// Fallback error screen of spec §2: logs the error, passes it to an optional handler, and
// offers 'Tải lại trang' which reloads the page.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { translate } from '../i18n';

interface ErrorBoundaryProps {
  children: ReactNode;
  onError?: (error: Error, info: ErrorInfo) => void;
  /** Injected for tests; defaults to a full page reload. */
  reload?: () => void;
}

interface ErrorBoundaryState {
  error: Error | null;
}

export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: Error): ErrorBoundaryState {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Unexpected rendering error', error, info.componentStack);
    this.props.onError?.(error, info);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    const reload = this.props.reload ?? (() => window.location.reload());
    return (
      <div className="gw-fullscreen" role="alert">
        <div className="gw-fullscreen__icon gw-fullscreen__icon--error" aria-hidden="true">
          !
        </div>
        <h1 className="gw-fullscreen__title">{translate('error.title')}</h1>
        <p className="gw-fullscreen__text">{translate('error.text')}</p>
        <button type="button" className="gw-button gw-button--primary" onClick={reload}>
          {translate('error.reload')}
        </button>
      </div>
    );
  }
}
