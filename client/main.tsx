import './lib/zod-without-eval.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { router } from './app/router.tsx';
import './styles.css';
import { registerServiceWorker } from './offline/register-service-worker.ts';
import { PAGE_SESSION_ID } from '#domain/session/page-session.ts';

// A signed-in family page names its member: Zero starts now, from its own chunk (which the
// HTML preloads), before React, the router and the session's answer (start-from-page.ts).
if (document.getElementById(PAGE_SESSION_ID)) void import('./zero/start-from-page.ts');

registerServiceWorker();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
