import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Trans } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import '../../../lib/messages-it-search';

interface SearchCorrectionProps {
  query: string;
  /** The words searched instead of a typo ("parmigiano" for "parmiggiano"). */
  correctedQuery?: string;
  /** "Forse cercavi", when nothing matched. */
  suggestion?: string;
}

/** Says which words were searched when the shopper's were corrected, or offers a query that finds something. */
export function SearchCorrection({ query, correctedQuery, suggestion }: SearchCorrectionProps) {
  if (suggestion && suggestion !== query) {
    return (
      <Typography sx={{ mb: 2, fontSize: '1.0625rem' }}>
        <Trans
          i18nKey="searchPage.didYouMeanLink"
          values={{ suggestion }}
          components={{
            a: <Link component={RouterLink} to={paths.search.getHref(suggestion)} sx={{ fontWeight: 700 }} />,
          }}
        />
      </Typography>
    );
  }
  if (correctedQuery && correctedQuery.toLocaleLowerCase('it-IT') !== query.toLocaleLowerCase('it-IT')) {
    return (
      <Typography sx={{ mb: 2, color: 'text.secondary' }}>
        <Trans
          i18nKey="searchPage.correctedNotice"
          values={{ correctedQuery, query }}
          components={{ strong: <strong /> }}
        />
      </Typography>
    );
  }
  return null;
}
