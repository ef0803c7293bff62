import 'altcha/external';
import 'altcha/altcha.css';
import 'altcha/i18n/it';
import type {} from 'altcha/types/react';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';
import { HUMAN_CHECK_CHALLENGE_PATH } from '@spesa/shared/human-check/human-check.contract';
import { useEffect, useRef } from 'react';
import { API_BASE_PATH } from '../../config/env';
import { envelopeFetch } from './envelope-fetch';

// The CSP allows scripts of the site only: the solver runs in a worker file of the build, not a blob.
globalThis.$altcha.algorithms.set('PBKDF2/SHA-256', () => new Pbkdf2Worker());
globalThis.$altcha.defaults.set({ fetch: envelopeFetch });

export interface AltchaWidgetProps {
  /** The solved challenge's payload: the token of the next call. */
  onVerified: (payload: string) => void;
  /** The widget could not get or solve a challenge (network, expiry). */
  onFailed: () => void;
}

/**
 * spec §7 human check, ALTCHA: the widget fetches the chain's signed challenge and solves it by itself as
 * soon as it is shown (auto="onload"), in Italian. Loaded lazily: only the screens that need it pay for it.
 */
export default function AltchaWidget({ onVerified, onFailed }: AltchaWidgetProps) {
  const ref = useRef<HTMLElement>(null);

  useEffect(() => {
    const widget = ref.current;
    if (!widget) return;
    const onState = (event: Event) => {
      const { state, payload } = (event as CustomEvent<{ state: string; payload?: string }>).detail;
      if (state === 'verified' && payload) onVerified(payload);
      else if (state === 'error' || state === 'expired') onFailed();
    };
    widget.addEventListener('statechange', onState);
    return () => widget.removeEventListener('statechange', onState);
  }, [onVerified, onFailed]);

  return (
    <altcha-widget
      ref={ref}
      challenge={`${API_BASE_PATH}${HUMAN_CHECK_CHALLENGE_PATH}`}
      auto="onload"
      language="it"
      name="token_recaptcha"
    />
  );
}
