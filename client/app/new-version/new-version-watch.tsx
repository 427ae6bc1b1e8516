// On every page: says so when a new version of the app is live. The notice's code is
// fetched only then, so no page's first download grows (tests/e2e/page-weight.spec.ts).
import { useEffect, useState } from 'react';
import { lazyComponent } from '#client/components/lazy-component.tsx';
import { watchForNewBuild } from './watch-for-new-build.ts';

const NewVersionNotice = lazyComponent(() =>
  import('./new-version-notice.tsx').then((module) => module.NewVersionNotice),
);

export function NewVersionWatch() {
  const [ready, setReady] = useState(false);
  useEffect(() => watchForNewBuild(() => setReady(true)), []);
  return ready ? <NewVersionNotice /> : null;
}
