import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { visuallyHidden } from '../../../lib/visually-hidden';

/** Top bar search: submits to /search?q=… (the search screen reads the query from the URL). */
export function SearchField() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const urlQuery = location.pathname === paths.search.path ? (searchParams.get('q') ?? '') : '';
  const [value, setValue] = useState(urlQuery);
  const [syncedQuery, setSyncedQuery] = useState(urlQuery);
  const inputId = useId();

  if (syncedQuery !== urlQuery) {
    setSyncedQuery(urlQuery);
    setValue(urlQuery);
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const query = value.trim();
    if (query) void navigate(paths.search.getHref(query));
  };

  return (
    <Box
      component="form"
      role="search"
      onSubmit={onSubmit}
      sx={{
        display: 'flex',
        alignItems: 'center',
        height: 44,
        pl: 2,
        borderRadius: 22,
        bgcolor: '#ffffff',
        color: '#1f1f1f',
        boxShadow: 'inset 0 0 0 1px rgba(0, 0, 0, 0.15)',
        // The rounded field shows the focus ring, so the input's own outline is redundant.
        '&:focus-within': { boxShadow: 'inset 0 0 0 2px #1f1f1f, 0 0 0 2px #ffffff' },
        '& input:focus-visible': { outline: 'none' },
      }}
    >
      <Box component="label" htmlFor={inputId} sx={visuallyHidden}>
        {t('search.label')}
      </Box>
      <Box
        component="input"
        id={inputId}
        type="search"
        value={value}
        onChange={(event: ChangeEvent<HTMLInputElement>) => setValue(event.target.value)}
        placeholder={t('search.placeholder')}
        enterKeyHint="search"
        autoComplete="off"
        sx={{
          flex: 1,
          minWidth: 0,
          height: '100%',
          border: 0,
          p: 0,
          bgcolor: 'transparent',
          color: 'inherit',
          font: 'inherit',
          fontSize: '1rem',
          '&::placeholder': { color: '#5f5f5f', opacity: 1 },
          '&::-webkit-search-cancel-button': { cursor: 'pointer' },
        }}
      />
      <IconButton type="submit" aria-label={t('search.submit')} sx={{ color: 'inherit' }}>
        <SearchIcon />
      </IconButton>
    </Box>
  );
}
