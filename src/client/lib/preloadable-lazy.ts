import { createElement, lazy, useState, type ComponentType } from "react";

export type PreloadableComponent<P extends object> = ComponentType<P> & { preload(): Promise<void> };

/**
 * React.lazy that can also be loaded ahead of rendering (docs/decisions/015-prerendering.md): a prerendered page loads its page chunk
 * before hydrating, so the whole page hydrates in one pass instead of suspending halfway while the session
 * query and other state change around it. Not preloaded, it behaves exactly like React.lazy.
 */
export function preloadableLazy<P extends object>(load: () => Promise<ComponentType<P>>): PreloadableComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<void> | undefined;
  const preload = () =>
    (pending ??= load().then((component) => {
      loaded = component;
    }));
  const Lazy = lazy(() => preload().then(() => ({ default: loaded! })));
  function Preloadable(props: P) {
    // Chosen once per mount: switching from Lazy to the component later would remount the page.
    const [ready] = useState(() => loaded !== undefined);
    return ready ? createElement(loaded!, props) : createElement(Lazy, props);
  }
  return Object.assign(Preloadable, { preload });
}
