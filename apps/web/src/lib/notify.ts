import { enqueueSnackbar } from 'notistack';

export type NotifyVariant = 'success' | 'error' | 'warning' | 'info';

/** spec §8: stacked toasts; needs the SnackbarProvider of the app providers to be mounted. */
export function notify(message: string, variant: NotifyVariant): void {
  enqueueSnackbar(message, { variant });
}
