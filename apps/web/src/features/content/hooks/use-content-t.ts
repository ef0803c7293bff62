import { useCallback } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import type { ContentMessageKey } from '../../../lib/messages-it-content';
import '../../../lib/messages-it-content';

type Untyped = (key: string, options?: Record<string, unknown>) => string;

/** The translator of the content screens' texts (lib/messages-it-content.ts), typed by their keys. */
export function useContentT(): (key: ContentMessageKey, options?: Record<string, unknown>) => string {
  const { t } = useTranslation();
  return useCallback((key, options) => (t as unknown as Untyped)(key, options), [t]);
}
