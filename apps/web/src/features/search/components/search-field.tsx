import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import {
  lazy,
  Suspense,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type FocusEvent,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { PlainIconButton } from '../../../components/plain-controls';
import { paths } from '../../../config/paths';
import { visuallyHidden } from '../../../lib/visually-hidden';
import { parseWordList } from '../utils/word-list';

const loadSuggestions = () => import('./search-suggestions');
// The suggestion list loads when the shopper first focuses the field: it is no part of the first paint.
const SearchSuggestions = lazy(() =>
  loadSuggestions().then((module) => ({ default: module.SearchSuggestions })),
);

/**
 * The top bar's search field (a combobox): suggestions under it as the shopper types, /search?q=… on submit,
 * and /fast-search for a list of words separated by commas.
 */
export function SearchField() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const urlQuery = location.pathname === paths.search.path ? (searchParams.get('q') ?? '') : '';
  const [value, setValue] = useState(urlQuery);
  const [syncedQuery, setSyncedQuery] = useState(urlQuery);
  const [isOpen, setOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  const [activeOptionId, setActiveOptionId] = useState<string | undefined>();
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const listboxId = useId();

  if (syncedQuery !== urlQuery) {
    setSyncedQuery(urlQuery);
    setValue(urlQuery);
  }

  const [openedAt, setOpenedAt] = useState(location.key);
  if (openedAt !== location.key) {
    setOpenedAt(location.key);
    setOpen(false);
  }

  const open = () => {
    setHasOpened(true);
    setOpen(true);
  };

  const close = () => {
    setOpen(false);
    setActiveOptionId(undefined);
  };

  /** `label`: what the field shows after the pick (the chosen product's name); a search shows its query. */
  const go = (href: string, label?: string) => {
    close();
    inputRef.current?.blur();
    const target = new URL(href, window.location.origin);
    const nextQuery = target.pathname === paths.search.path ? (target.searchParams.get('q') ?? '') : '';
    if (label !== undefined) {
      // Already in step with the next address, so that it does not replace the label with its own query.
      setSyncedQuery(nextQuery);
      setValue(label);
    }
    void navigate(href);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const query = value.trim();
    if (!query) return;
    const words = parseWordList(query);
    go(words.length > 1 ? paths.fastSearch.getHref(words) : paths.search.getHref(query));
  };

  return (
    <Box
      component="form"
      role="search"
      onSubmit={onSubmit}
      onBlur={(event: FocusEvent<HTMLFormElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget)) close();
      }}
      sx={{ position: 'relative' }}
    >
      <Box
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
          ref={inputRef}
          id={inputId}
          type="search"
          role="combobox"
          aria-expanded={isOpen}
          aria-controls={hasOpened ? listboxId : undefined}
          aria-autocomplete="list"
          aria-activedescendant={isOpen ? activeOptionId : undefined}
          value={value}
          onFocus={open}
          onClick={open}
          onChange={(event: ChangeEvent<HTMLInputElement>) => {
            setValue(event.target.value);
            open();
          }}
          onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
            if (event.key === 'Escape' && isOpen) {
              event.preventDefault();
              close();
            }
            if (event.key === 'ArrowDown' && !isOpen) open();
          }}
          onPointerEnter={() => void loadSuggestions()}
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
        <PlainIconButton type="submit" aria-label={t('search.submit')}>
          <SearchIcon />
        </PlainIconButton>
      </Box>
      {hasOpened && (
        <Suspense fallback={null}>
          <SearchSuggestions
            open={isOpen}
            query={value}
            listboxId={listboxId}
            inputRef={inputRef}
            onActiveOptionChange={setActiveOptionId}
            onNavigate={go}
          />
        </Suspense>
      )}
    </Box>
  );
}
