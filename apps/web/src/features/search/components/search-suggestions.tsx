import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import History from '@mui/icons-material/History';
import PlaylistAddCheck from '@mui/icons-material/PlaylistAddCheck';
import Search from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import type { AutocompleteData } from '@spesa/shared/catalogue/search.contract';
import { useEffect, useId, useMemo, useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { paths } from '../../../config/paths';
import { formatMoney } from '../../../lib/format-money';
import '../../../lib/messages-it-search-suggestions';
import { useAutocomplete } from '../api/get-autocomplete';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { readSearchedWords } from '../utils/word-storage';
import '../../../lib/messages-it-catalogue';

/** Suggestions start from the second letter; one request per pause in typing. */
const MIN_QUERY_LENGTH = 2;
const TYPING_PAUSE_MS = 150;
const RECENT_WORDS_SHOWN = 6;

interface SuggestionOption {
  id: string;
  group: 'recent' | 'words' | 'categories' | 'products' | 'more';
  href: string;
  /** What the field shows once the option is chosen (the product's name, not the typed words). */
  label?: string;
  content: ReactNode;
}

interface SearchSuggestionsProps {
  open: boolean;
  query: string;
  listboxId: string;
  inputRef: RefObject<HTMLInputElement | null>;
  onActiveOptionChange: (id: string | undefined) => void;
  onNavigate: (href: string, label?: string) => void;
}

/**
 * The list under the search field (ARIA combobox pattern: the focus stays in the field, the arrows move the
 * highlighted option): recent searches when the field is empty, then completions, categories and products.
 */
export function SearchSuggestions({
  open,
  query,
  listboxId,
  inputRef,
  onActiveOptionChange,
  onNavigate,
}: SearchSuggestionsProps) {
  const { t } = useTranslation();
  const texts = useMemo<SuggestionTexts>(
    () => ({
      fastSearchOpen: t('fastSearch.open'),
      didYouMean: (suggestion) => t('search.didYouMean', { suggestion }),
      inCategory: (category) => t('search.inCategory', { category }),
      seeAll: (count, searched) => t('search.seeAll', { count, query: searched }),
      searchFor: (searched) => t('search.searchFor', { query: searched }),
      perUnit: (unit) => t('product.perUnit', { unit }),
    }),
    [t],
  );
  const idPrefix = useId();
  const trimmed = query.trim();
  const settledQuery = useDebouncedValue(trimmed, TYPING_PAUSE_MS);
  const isTyping = settledQuery.length >= MIN_QUERY_LENGTH;
  const { data } = useAutocomplete(settledQuery, { enabled: open && isTyping });
  const [activeIndex, setActiveIndex] = useState(-1);
  // Re-read on every opening: a search made meanwhile is among the recent ones.
  const recentWords = useMemo(() => (open ? readSearchedWords().slice(0, RECENT_WORDS_SHOWN) : []), [open]);

  const options = useMemo(
    () =>
      isTyping && trimmed.length >= MIN_QUERY_LENGTH
        ? typedOptions(idPrefix, trimmed, data, texts)
        : recentOptions(idPrefix, recentWords, texts),
    [isTyping, trimmed, data, recentWords, idPrefix, texts],
  );

  const [trackedOptions, setTrackedOptions] = useState(options);
  if (trackedOptions !== options) {
    setTrackedOptions(options);
    setActiveIndex(-1);
  }

  const activeId = open ? options[activeIndex]?.id : undefined;
  useEffect(() => onActiveOptionChange(activeId), [activeId, onActiveOptionChange]);

  useEffect(() => {
    const input = inputRef.current;
    if (!input || !open) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActiveIndex((index) => {
          const next = index + step;
          if (next < -1) return options.length - 1;
          return next >= options.length ? -1 : next;
        });
      }
      if (event.key === 'Enter' && activeIndex >= 0) {
        const option = options[activeIndex];
        if (!option) return;
        event.preventDefault();
        onNavigate(option.href, option.label);
      }
    };
    input.addEventListener('keydown', onKeyDown);
    return () => input.removeEventListener('keydown', onKeyDown);
  }, [inputRef, open, options, activeIndex, onNavigate]);

  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [activeId]);

  const groups = groupOptions(options, {
    recent: t('search.recentSearches'),
    words: t('search.suggestedSearches'),
    categories: t('search.suggestedCategories'),
    products: t('search.suggestedProducts'),
    more: t('search.more'),
  });
  const isVisible = open && options.length > 0;

  return (
    <Paper
      elevation={8}
      hidden={!isVisible}
      sx={{
        position: 'absolute',
        top: 'calc(100% + 6px)',
        left: 0,
        right: 0,
        zIndex: 'modal',
        maxHeight: 'min(560px, calc(100dvh - 140px))',
        overflowY: 'auto',
        borderRadius: 3,
        color: 'text.primary',
        py: 1,
      }}
    >
      <Box role="listbox" id={listboxId} aria-label={t('search.suggestions')}>
        {groups.map(({ title, items }, groupIndex) => (
          <Box
            component="ul"
            role="group"
            key={title}
            aria-labelledby={`${idPrefix}-group-${groupIndex}`}
            sx={{ listStyle: 'none', m: 0, p: 0 }}
          >
            <Box
              component="li"
              role="presentation"
              id={`${idPrefix}-group-${groupIndex}`}
              sx={{ px: 2, pt: 1, pb: 0.5, color: 'text.secondary', fontWeight: 700, fontSize: '0.75rem' }}
            >
              {title}
            </Box>
            {items.map((option) => (
              <Box
                component="li"
                key={option.id}
                id={option.id}
                role="option"
                aria-selected={option.id === activeId}
                // The field keeps the focus (and the phone its keyboard) while the option is chosen.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => onNavigate(option.href, option.label)}
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: 1.5,
                  minHeight: 44,
                  px: 2,
                  py: 0.5,
                  cursor: 'pointer',
                  bgcolor: option.id === activeId ? 'action.selected' : undefined,
                  '&:hover': { bgcolor: 'action.hover' },
                }}
              >
                {option.content}
              </Box>
            ))}
          </Box>
        ))}
      </Box>
    </Paper>
  );
}

/**
 * The texts the option builders need, made by the component's `t`: passing `t` itself to a function makes the
 * texts' type too deep for TypeScript (i18next's typed keys).
 */
interface SuggestionTexts {
  fastSearchOpen: string;
  didYouMean(suggestion: string): string;
  inCategory(category: string): string;
  seeAll(count: number, query: string): string;
  searchFor(query: string): string;
  perUnit(unit: string): string;
}

const iconSx = { color: 'text.secondary', flex: 'none' } as const;

function recentOptions(
  prefix: string,
  words: readonly { name: string }[],
  texts: SuggestionTexts,
): SuggestionOption[] {
  const options: SuggestionOption[] = words.map((word, index) => ({
    id: `${prefix}-recent-${index}`,
    group: 'recent',
    href: paths.search.getHref(word.name),
    content: (
      <>
        <History sx={iconSx} aria-hidden="true" />
        <span>{word.name}</span>
      </>
    ),
  }));
  options.push({
    id: `${prefix}-fast`,
    group: 'more',
    href: paths.fastSearch.getHref(),
    content: (
      <>
        <PlaylistAddCheck sx={iconSx} aria-hidden="true" />
        <span>{texts.fastSearchOpen}</span>
      </>
    ),
  });
  return options;
}

function typedOptions(
  prefix: string,
  query: string,
  data: AutocompleteData | undefined,
  texts: SuggestionTexts,
): SuggestionOption[] {
  const options: SuggestionOption[] = [];
  if (data?.suggestion && data.products.length === 0) {
    options.push({
      id: `${prefix}-did-you-mean`,
      group: 'words',
      href: paths.search.getHref(data.suggestion),
      content: (
        <>
          <Search sx={iconSx} aria-hidden="true" />
          <span>{texts.didYouMean(data.suggestion)}</span>
        </>
      ),
    });
  }
  const words = data?.words ?? [];
  const lastWordStart = query.lastIndexOf(' ') + 1;
  for (const [index, word] of words.slice(0, 4).entries()) {
    const completed = `${query.slice(0, lastWordStart)}${word}`;
    options.push({
      id: `${prefix}-word-${index}`,
      group: 'words',
      href: paths.search.getHref(completed),
      content: (
        <>
          <Search sx={iconSx} aria-hidden="true" />
          <span>{completed}</span>
        </>
      ),
    });
  }
  for (const category of data?.categories ?? []) {
    options.push({
      id: `${prefix}-category-${category.categoryId}`,
      group: 'categories',
      href: paths.category.getHref(category.slug),
      label: category.name,
      content: (
        <>
          <CategoryOutlined sx={iconSx} aria-hidden="true" />
          <Box component="span" sx={{ minWidth: 0 }}>
            {category.name}{' '}
            {category.parentName && (
              <Box component="span" sx={{ color: 'text.secondary' }}>
                {texts.inCategory(category.parentName)}
              </Box>
            )}
          </Box>
        </>
      ),
    });
  }
  for (const product of data?.products ?? []) {
    options.push({
      id: `${prefix}-product-${product.productId}`,
      group: 'products',
      href: paths.product.getHref(product.slug),
      label: product.name,
      content: (
        <>
          <Box
            component="img"
            src={product.mediaURL}
            alt=""
            width={40}
            height={40}
            sx={{ flex: 'none', borderRadius: 1 }}
          />
          <Box component="span" sx={{ flex: 1, minWidth: 0, lineHeight: 1.25 }}>
            <Box component="span" sx={{ display: 'block', fontWeight: 600 }}>
              {product.name}
            </Box>
            <Box component="span" sx={{ display: 'block', fontSize: '0.8125rem', color: 'text.secondary' }}>
              {product.shortDescr} · {product.description}
            </Box>
          </Box>
          <Box component="span" sx={{ fontWeight: 800, whiteSpace: 'nowrap' }}>
            {formatMoney(product.priceDisplay)}
            {/* UX.md "Money": a product sold by weight is priced per kg, and says so. */}
            {product.priceUnitDisplay &&
              product.priceUnitDisplay !== 'pz' &&
              texts.perUnit(product.priceUnitDisplay)}
          </Box>
        </>
      ),
    });
  }
  const total = data?.totItems ?? 0;
  options.push({
    id: `${prefix}-all`,
    group: 'more',
    href: paths.search.getHref(query),
    content: (
      <>
        <Search sx={iconSx} aria-hidden="true" />
        <Box component="span" sx={{ fontWeight: 700, color: 'primary.dark' }}>
          {total > 0 ? texts.seeAll(total, query) : texts.searchFor(query)}
        </Box>
      </>
    ),
  });
  return options;
}

function groupOptions(
  options: readonly SuggestionOption[],
  titles: Readonly<Record<SuggestionOption['group'], string>>,
) {
  const groups: { title: string; items: SuggestionOption[] }[] = [];
  for (const option of options) {
    const title = titles[option.group];
    const group = groups.find((candidate) => candidate.title === title);
    if (group) group.items.push(option);
    else groups.push({ title, items: [option] });
  }
  return groups;
}
