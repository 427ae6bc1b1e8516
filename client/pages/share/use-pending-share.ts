// After signing in, a recipe shared while signed out opens in the import.
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { importPath, takePendingShare } from './pending-share.ts';

export function usePendingShare(ready: boolean) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!ready) return;
    const url = takePendingShare();
    if (url !== null) void navigate(importPath(url), { replace: true });
  }, [ready, navigate]);
}
