import type { ConsentRecord } from '@spesa/shared/consent/consent-record';
import type { AnalyticsSetting, TenantCode } from '@spesa/shared/tenant/tenant-config.contract';
import { useEffect, useRef } from 'react';
import { setAnalyticsSink } from '../../../lib/analytics';
import type { RunningAnalytics } from '../start-analytics';

/**
 * Starts the chain's analytics once the shopper has chosen, and again on every new choice; before a choice
 * nothing loads (the providers' code is fetched only then). Withdrawing consent from a third party reloads
 * the page, the only way to remove its script.
 */
export function useAnalytics(
  tenant: TenantCode,
  setting: AnalyticsSetting,
  consent: ConsentRecord | null,
): void {
  const running = useRef<RunningAnalytics | null>(null);
  useEffect(() => {
    if (!consent) return;
    let isCurrent = true;
    void import('../start-analytics').then(({ startAnalytics }) => {
      if (!isCurrent) return;
      const previous = running.current;
      previous?.stop();
      const next = startAnalytics(tenant, setting, consent);
      running.current = next;
      if (previous?.hasThirdPartyScript && !next.hasThirdPartyScript) {
        window.location.reload();
        return;
      }
      setAnalyticsSink(next.sink);
    });
    return () => {
      isCurrent = false;
    };
  }, [tenant, setting, consent]);
}
