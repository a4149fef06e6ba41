// A campaign widget that fails (its chunk did not load, a bug) disappears; the page stays.
import { Component, type ReactNode } from "react";

export class WidgetBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.warn("campaign widget failed", error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
