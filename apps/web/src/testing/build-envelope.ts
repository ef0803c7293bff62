import type { Envelope, EnvelopeUser } from '@spesa/shared/common/envelope.contract';

interface EnvelopeOptions {
  status?: number;
  errors?: string[];
  infos?: string[];
  warnings?: string[];
  user?: EnvelopeUser;
}

export function buildEnvelope<T>(data: T, options: EnvelopeOptions = {}): Envelope<T> {
  return {
    response: {
      status: options.status ?? 0,
      errors: (options.errors ?? []).map((error) => ({ error })),
      infos: (options.infos ?? []).map((info) => ({ info })),
      warnings: (options.warnings ?? []).map((warning) => ({ warning })),
    },
    user: options.user ?? { userId: -1 },
    data,
  };
}

export const DEMO_USER: EnvelopeUser = {
  userId: 42,
  login: 'mario.rossi@example.com',
  firstName: 'Mario',
  lastName: 'Rossi',
};
