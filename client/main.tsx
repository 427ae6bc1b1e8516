import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { router } from './app/router.tsx';
import './styles.css';
import { registerServiceWorker } from './offline/register-service-worker.ts';
import { z } from 'zod';

// Zod compiles parsers with `new Function` unless told not to; the Content-Security-Policy
// forbids eval, and the failed attempt would be reported as a violation.
z.config({ jitless: true });

registerServiceWorker();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
