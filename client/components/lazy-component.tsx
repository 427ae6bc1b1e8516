// A component whose code is fetched the first time it renders (dialogs, settings tabs), so
// that a page's first download stays within its budget (docs/performance.md, page weight).
import { lazy, Suspense, type ComponentProps, type ComponentType, type ReactNode } from 'react';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component's props
export function lazyComponent<C extends ComponentType<any>>(
  load: () => Promise<C>,
  fallback: ReactNode = null,
): (props: ComponentProps<C>) => ReactNode {
  const Loaded = lazy(async () => ({ default: await load() }));
  return function LazyComponent(props: ComponentProps<C>) {
    return (
      <Suspense fallback={fallback}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}
