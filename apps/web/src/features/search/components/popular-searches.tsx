import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useMemo } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { readSearchedWords } from '../utils/word-storage';
import '../../../lib/messages-it-search';

const SHOWN = 8;

/**
 * Searches to try after one that found nothing: the shopper's own most frequent searches (spec §4 searched words),
 * then the everyday products most shoppers look for.
 */
export function PopularSearches({ query, suggestion }: { query: string; suggestion?: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const words = useMemo(() => {
    // The query itself and the "forse cercavi" suggestion are offered elsewhere on the page.
    const seen = new Set([query, suggestion ?? ''].map((word) => word.toLocaleLowerCase('it-IT')));
    const staples = t('searchPage.popularWords').split(',');
    const chosen: string[] = [];
    for (const word of [...readSearchedWords().map((w) => w.name), ...staples]) {
      const key = word.trim().toLocaleLowerCase('it-IT');
      if (!key || seen.has(key)) continue;
      seen.add(key);
      chosen.push(word.trim());
    }
    return chosen.slice(0, SHOWN);
  }, [query, suggestion, t]);

  return (
    <section aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" variant="h3" sx={{ mb: 1.5, textAlign: 'center' }}>
        {t('searchPage.popularSearches')}
      </Typography>
      <Stack
        component="ul"
        direction="row"
        useFlexGap
        sx={{ flexWrap: 'wrap', gap: 1, justifyContent: 'center', p: 0, m: 0, listStyle: 'none' }}
      >
        {words.map((word) => (
          <li key={word}>
            <Chip
              component={RouterLink}
              to={paths.search.getHref(word)}
              label={word}
              clickable
              variant="outlined"
              sx={{ minHeight: 44, borderRadius: 22, fontSize: '1rem' }}
            />
          </li>
        ))}
      </Stack>
    </section>
  );
}
