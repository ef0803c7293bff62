import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { HUMAN_CHECK_MESSAGES, type HumanCheckAction } from '@spesa/shared/human-check/human-check.contract';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTenantConfig } from '../../lib/tenant-config-context';
import { recaptchaToken } from './recaptcha';

/** The widget's code could not be loaded (offline, a new deploy): the form says so and sends no token. */
function WidgetUnavailable({ onFailed }: { onFailed: () => void }) {
  useEffect(() => onFailed(), [onFailed]);
  return <Alert severity="warning">{HUMAN_CHECK_MESSAGES.unavailable}</Alert>;
}

const AltchaWidget = lazy(() => import('./altcha-widget').catch(() => ({ default: WidgetUnavailable })));

export interface HumanCheck {
  /** What the form shows: the ALTCHA widget, or nothing (reCAPTCHA v3 is invisible, or the check is off). */
  element: ReactNode;
  /**
   * The token of the call about to be made (spec §7 token_recaptcha); undefined when the chain has no check.
   * With ALTCHA it waits for the widget to finish solving; a widget that failed gives none (the server refuses).
   */
  getToken: () => Promise<string | undefined>;
  /** A call spent the token: the widget solves a fresh challenge. */
  reset: () => void;
}

/**
 * spec §7 human check of a form, by the chain's `humanCheck` setting. `enabled: false` (the login before any
 * failure) shows nothing and gives no token.
 */
export function useHumanCheck(action: HumanCheckAction, { enabled = true } = {}): HumanCheck {
  const { settings } = useTenantConfig();
  const setting = settings.humanCheck;
  const [generation, setGeneration] = useState(0);
  const payload = useRef<string | null | undefined>(undefined);
  const waiting = useRef<((token: string | undefined) => void)[]>([]);

  const settle = useCallback((token: string | null) => {
    payload.current = token;
    for (const resolve of waiting.current.splice(0)) resolve(token ?? undefined);
  }, []);
  const fail = useCallback(() => settle(null), [settle]);

  const reset = useCallback(() => {
    payload.current = undefined;
    setGeneration((value) => value + 1);
  }, []);

  const getToken = useCallback(async (): Promise<string | undefined> => {
    if (!enabled || setting.provider === 'off') return undefined;
    if (setting.provider === 'recaptcha') return recaptchaToken(setting.siteKey, action);
    if (payload.current !== undefined) return payload.current ?? undefined;
    return new Promise((resolve) => waiting.current.push(resolve));
  }, [enabled, setting, action]);

  const element = useMemo(() => {
    if (!enabled || setting.provider !== 'altcha') return null;
    return (
      <Box sx={{ minHeight: 72 }}>
        <Suspense fallback={<Skeleton variant="rounded" height={72} />}>
          <AltchaWidget key={generation} onVerified={settle} onFailed={fail} />
        </Suspense>
      </Box>
    );
  }, [enabled, setting.provider, generation, settle, fail]);

  return { element, getToken, reset };
}
