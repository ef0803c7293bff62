import { useCallback, useState } from 'react';
import type { Point } from '../api/get-nearby-stores';

export type GeolocationStatus = 'idle' | 'locating' | 'denied' | 'unavailable';

/** A position a few minutes old is good enough to find a town or the nearest store. */
const POSITION_MAX_AGE_MS = 5 * 60 * 1000;
const POSITION_TIMEOUT_MS = 15_000;

/** The browser's position on request; `denied` when the shopper or the browser refused it. */
export function useGeolocation() {
  const [status, setStatus] = useState<GeolocationStatus>('idle');

  const locate = useCallback(
    () =>
      new Promise<Point | undefined>((resolve) => {
        if (!('geolocation' in navigator)) {
          setStatus('unavailable');
          resolve(undefined);
          return;
        }
        setStatus('locating');
        navigator.geolocation.getCurrentPosition(
          (position) => {
            setStatus('idle');
            resolve({ latitude: position.coords.latitude, longitude: position.coords.longitude });
          },
          (error) => {
            setStatus(error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable');
            resolve(undefined);
          },
          { maximumAge: POSITION_MAX_AGE_MS, timeout: POSITION_TIMEOUT_MS },
        );
      }),
    [],
  );

  return { status, locate };
}
