import { lazy, Suspense } from 'react';
import { useAreToastsWanted } from '../lib/notify';

// UX.md "Speed": toasts come after an interaction; their code loads with the first one.
const ToastStack = lazy(() => import('./toast-stack').then((module) => ({ default: module.ToastStack })));

export function ToastHost() {
  const areToastsWanted = useAreToastsWanted();
  if (!areToastsWanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastStack />
    </Suspense>
  );
}
