import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import { addWord, clearWords, removeWord } from '@spesa/shared/rules/searched-words';
import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { parseWordList } from '../utils/word-list';
import '../../../lib/messages-it-fast-search';

interface FastSearchWordListProps {
  words: readonly string[];
  onChange: (words: string[]) => void;
}

/** spec §4: the quick-search word list can be added to, removed from and cleared. */
export function FastSearchWordList({ words, onChange }: FastSearchWordListProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const [draft, setDraft] = useState('');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const added = parseWordList(draft).reduce((list, word) => addWord(list, word), [...words]);
    if (added.length !== words.length) onChange(added);
    setDraft('');
  };

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Box
        component="form"
        onSubmit={onSubmit}
        sx={{ display: 'flex', gap: 1, alignItems: 'flex-end', maxWidth: 560 }}
      >
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Box component="label" htmlFor={inputId} sx={{ display: 'block', fontWeight: 600, mb: 0.5 }}>
            {t('fastSearchPage.addLabel')}
          </Box>
          <Box
            component="input"
            id={inputId}
            type="text"
            value={draft}
            enterKeyHint="done"
            autoComplete="off"
            placeholder={t('fastSearchPage.addPlaceholder')}
            onChange={(event: ChangeEvent<HTMLInputElement>) => setDraft(event.target.value)}
            sx={{
              width: '100%',
              boxSizing: 'border-box',
              height: 48,
              px: 1.5,
              borderRadius: 2,
              border: 1,
              borderColor: 'rgba(0, 0, 0, 0.42)',
              bgcolor: 'background.paper',
              font: 'inherit',
              fontSize: '1rem',
              '&::placeholder': { color: '#5f5f5f', opacity: 1 },
            }}
          />
        </Box>
        <IconButton
          type="submit"
          aria-label={t('fastSearchPage.add')}
          sx={{
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            width: 48,
            height: 48,
            '&:hover': { bgcolor: 'primary.dark' },
          }}
        >
          <AddIcon />
        </IconButton>
      </Box>
      {words.length > 0 && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <Box
            component="ul"
            aria-label={t('fastSearchPage.listLabel')}
            sx={{ display: 'contents', listStyle: 'none' }}
          >
            {words.map((word) => (
              <Box component="li" key={word} sx={{ display: 'inline-flex' }}>
                <Chip
                  label={word}
                  aria-label={t('fastSearchPage.remove', { word })}
                  onClick={() => onChange(removeWord(words, word))}
                  onDelete={() => onChange(removeWord(words, word))}
                  sx={{ fontWeight: 600, bgcolor: 'background.paper', border: 1, borderColor: 'divider' }}
                />
              </Box>
            ))}
          </Box>
          <Button onClick={() => onChange(clearWords())} sx={{ fontWeight: 700 }}>
            {t('fastSearchPage.clear')}
          </Button>
        </Box>
      )}
    </Box>
  );
}
