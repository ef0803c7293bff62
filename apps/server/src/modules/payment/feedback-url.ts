import type { AppConfig } from '../../config.js';
import { FEEDBACK_PATH } from './test-gateway.js';

/**
 * Where the gateway sends a chain's feedback, from configuration alone: PAYMENT_FEEDBACK_URL (`{tenant}`
 * stands for the chain's code), else the chain's configured public host, else the chain as
 * `<chain>.localhost` on this server's own port. Never the request's Host: a forged one would have the
 * signed feedback sent to any host and port.
 */
export function feedbackUrlOf(
  config: Pick<AppConfig, 'paymentFeedbackUrl' | 'tenantHosts' | 'port'>,
  tenantId: string,
): string {
  if (config.paymentFeedbackUrl) return config.paymentFeedbackUrl.replaceAll('{tenant}', tenantId);
  for (const [host, code] of config.tenantHosts) {
    if (code === tenantId) return `https://${host}${FEEDBACK_PATH}`;
  }
  return `http://${tenantId}.localhost:${config.port}${FEEDBACK_PATH}`;
}
