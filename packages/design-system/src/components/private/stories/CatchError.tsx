import { Component, type ReactNode } from 'react';

/**
 * Shows the message of an error thrown while rendering its children, as an alert, so a story can
 * show (and a play function check) that misuse fails loudly in development.
 */
export class CatchError extends Component<{ children: ReactNode }, { message: string | null }> {
  override state = { message: null as string | null };
  static getDerivedStateFromError(error: unknown) {
    return { message: error instanceof Error ? error.message : String(error) };
  }
  override render() {
    return this.state.message ? <p role="alert">{this.state.message}</p> : this.props.children;
  }
}
