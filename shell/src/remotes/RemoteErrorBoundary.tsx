import { Component, type ReactNode } from 'react';

interface Props {
  fallback: (reset: () => void) => ReactNode;
  /** Changing the key of the content (a retry) also clears the error. */
  resetKey: unknown;
  children: ReactNode;
}

/** Contains a remote that throws while loading or rendering; the rest of the site keeps working. */
export class RemoteErrorBoundary extends Component<Props, { error: unknown; resetKey: unknown }> {
  override state = { error: null as unknown, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: { error: unknown; resetKey: unknown }) {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: unknown) {
    console.error('remote failed', error);
  }

  override render() {
    if (this.state.error) return this.props.fallback(() => this.setState({ error: null }));
    return this.props.children;
  }
}
