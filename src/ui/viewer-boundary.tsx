import { Component, type ReactNode } from 'react'

interface Props {
  /** Shown instead of the children once they fail; `reset` tries them again. */
  fallback: (reset: () => void) => ReactNode
  children: ReactNode
}

/** Catches a viewer that cannot load (its code, offline) so the page keeps its other parts. */
export class ViewerBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override render() {
    return this.state.failed
      ? this.props.fallback(() => this.setState({ failed: false }))
      : this.props.children
  }
}
