/**
 * Keeps one failing section or block from blanking the whole page in the browser:
 * the failing part disappears for visitors and shows a notice to editors.
 */
import { Component, type ReactNode } from 'react';

interface Props {
  fallback: ReactNode;
  children: ReactNode;
}

export class RenderBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error('[blocks] render failed', error);
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
