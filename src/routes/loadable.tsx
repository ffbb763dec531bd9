// A page or layout as a component whose module loads on demand (its own chunk), and which can
// be preloaded before its first render (routes/preload-route.ts).
import { lazy, type ComponentType } from 'react';
import { loadConsoleStrings, loadFeatureStrings } from '../i18n';

/** A lazily loaded component whose chunk can also be fetched ahead of its first render. */
export type LoadableComponent<Props = object> = ComponentType<Props> & {
  preload(): Promise<unknown>;
};

/** For a page whose strings are all in the shell catalogue: the data screens' are not loaded. */
export const SHELL_STRINGS_ONLY = { featureStrings: false };
/** For a page that also shows the console screens' strings (tests/unit/routes/page-strings). */
export const CONSOLE_STRINGS = { consoleStrings: true };

/**
 * A named export of a module loaded on demand (the modules keep their named exports). Once its
 * module is in (preloaded, or a first render waited for it), the component renders at once: a
 * React.lazy component suspends on every first render, even when its chunk is already here, and
 * React then shows the Suspense fallback and holds the page back up to 500 ms (the throttle of
 * its reveals), which on a phone put the signed-in home's first paint a second later.
 */
export function loadable<Name extends string, Props extends object = object>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
  { featureStrings = true, consoleStrings = false } = {},
): LoadableComponent<Props> {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<{ default: ComponentType<Props> }> | undefined;
  const preload = () =>
    (loading ??= Promise.all([
      load(),
      featureStrings && loadFeatureStrings(),
      consoleStrings && loadConsoleStrings(),
    ]).then(
      ([module]) => {
        loaded = module[name];
        return { default: loaded };
      },
      (error: unknown) => {
        loading = undefined; // a failed download is tried again by the next render
        throw error;
      },
    ));
  // As the component it loads: React's types cannot relate a lazy component's props (with the
  // ref of what it wraps) to a generic Props.
  const Lazy = lazy(preload) as unknown as ComponentType<Props>;
  // `loaded` is set before the lazy component's own promise settles, so a render that waited
  // for the chunk already renders the module's component: the lazy one never mounts content,
  // and the element type below does not change under mounted state.
  const Loadable = (props: Props) => {
    const Page = loaded ?? Lazy;
    return <Page {...props} />;
  };
  Loadable.displayName = `Loadable(${name})`;
  return Object.assign(Loadable, { preload });
}
