import { closeSnackbar, enqueueSnackbar, SnackbarProvider } from 'notistack';
import { useEffect } from 'react';
import { connectToasts } from '../lib/notify';
import { ToastContent } from './toast-content';
import { useToastRoot } from './use-toast-root';

/** spec §8/§9: toasts last 3 s, bottom centre, at most 5 stacked. */
const TOAST_DURATION_MS = 3000;
const MAX_TOASTS = 5;
const toastComponents = {
  success: ToastContent,
  error: ToastContent,
  warning: ToastContent,
  info: ToastContent,
};

/** notistack's functions are set by its provider as it mounts: they are read at each call. */
const toastApi = {
  enqueueSnackbar: ((...args: Parameters<typeof enqueueSnackbar>) =>
    enqueueSnackbar(...args)) as typeof enqueueSnackbar,
  closeSnackbar: ((key) => closeSnackbar(key)) as typeof closeSnackbar,
};

/** The toasts' provider, loaded with the first toast (lib/notify.ts). */
export function ToastStack() {
  const toastRoot = useToastRoot();
  useEffect(() => {
    connectToasts(toastApi);
    return () => connectToasts(null);
  }, []);
  return (
    <SnackbarProvider
      maxSnack={MAX_TOASTS}
      autoHideDuration={TOAST_DURATION_MS}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      Components={toastComponents}
      domRoot={toastRoot}
    />
  );
}
