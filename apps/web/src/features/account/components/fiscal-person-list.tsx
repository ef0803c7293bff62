import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { UserPersonFiscal } from '@spesa/shared/account/user-detail.contract';
import { useTranslation } from '../../../lib/use-translation';
import { ErrorWithRetry } from '../../../components/error-with-retry';
import { uniqueFiscalPersons } from '../utils/unique-fiscal-persons';
import { usePersonFiscals } from '../api/get-person-fiscals';
import '../../../lib/messages-it-account';

/** `personTypeId` 2 is a company; 1 a private person. */
const COMPANY_PERSON_TYPE_ID = 2;

/**
 * spec §7 GET /user-person-fiscal/list: who the shopper's invoices can be made out to, read-only; they follow
 * the personal and billing data saved above.
 */
export function FiscalPersonList() {
  const { t } = useTranslation();
  const { data: persons, isPending, isError, refetch } = usePersonFiscals();
  if (isPending) return <Skeleton variant="rounded" height={72} aria-hidden="true" />;
  if (isError) {
    return <ErrorWithRetry message={t('profileArea.fiscalLoadError')} onRetry={() => void refetch()} />;
  }
  if (persons.length === 0) {
    return (
      <Box sx={{ py: 1 }}>
        <Typography sx={{ fontWeight: 700 }}>{t('profileArea.noFiscalPersons')}</Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('profileArea.noFiscalPersonsHint')}
        </Typography>
      </Box>
    );
  }
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
      {uniqueFiscalPersons(persons).map((person) => (
        <FiscalPersonItem key={person.personFiscalId} person={person} />
      ))}
    </Box>
  );
}

function FiscalPersonItem({ person }: { person: UserPersonFiscal }) {
  const { t } = useTranslation();
  const isCompany = person.personTypeId === COMPANY_PERSON_TYPE_ID;
  const codes = [
    person.vatCode ? t('profileArea.fiscalVatCode', { code: person.vatCode }) : null,
    person.fiscalCode ? t('profileArea.fiscalCode', { code: person.fiscalCode }) : null,
  ].filter(Boolean);
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        alignItems: 'flex-start',
        gap: 1.5,
        p: 1.5,
        border: 1,
        borderColor: person.isDefault ? 'primary.main' : 'divider',
        borderRadius: 2,
      }}
    >
      <Box aria-hidden="true" sx={{ color: 'primary.main', display: 'flex', pt: 0.25 }}>
        {isCompany ? <BusinessOutlined /> : <PersonOutlined />}
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {person.name || t('profileArea.fiscalNoName')}
          </Typography>
          <Chip
            size="small"
            variant="outlined"
            label={isCompany ? t('profileArea.fiscalCompany') : t('profileArea.fiscalPrivate')}
          />
          {person.isDefault && <Chip size="small" color="primary" label={t('profileArea.fiscalDefault')} />}
        </Box>
        <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
          {codes.length > 0 ? codes.join(' · ') : t('profileArea.fiscalNoCodes')}
        </Typography>
      </Box>
    </Box>
  );
}
