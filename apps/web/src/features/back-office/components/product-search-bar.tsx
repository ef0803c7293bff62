import Button from '@mui/material/Button';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';

/** The search and page of a list, kept in the URL (STYLE.md: filters live in the URL). */
export function useListSearch() {
  const [search, setSearch] = useSearchParams();
  const q = search.get('q') ?? '';
  const page = Math.max(1, Number(search.get('page')) || 1);
  const go = (next: { q?: string; page?: number }) => {
    const params = new URLSearchParams(search);
    if (next.q !== undefined) {
      if (next.q) params.set('q', next.q);
      else params.delete('q');
      params.delete('page');
    }
    if (next.page !== undefined) params.set('page', String(next.page));
    setSearch(params);
  };
  return { q, page, go };
}

interface SearchBarProps {
  label: string;
  submitLabel: string;
  q: string;
  onSearch: (q: string) => void;
}

export function SearchBar({ label, submitLabel, q, onSearch }: SearchBarProps) {
  const [text, setText] = useState(q);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <Stack
      component="form"
      role="search"
      direction="row"
      spacing={1}
      onSubmit={submit}
      sx={{ alignItems: 'center' }}
    >
      <TextField
        size="small"
        type="search"
        label={label}
        value={text}
        onChange={(e) => setText(e.target.value)}
        sx={{ flex: 1 }}
      />
      <Button type="submit" variant="contained">
        {submitLabel}
      </Button>
    </Stack>
  );
}

interface PagesProps {
  label: string;
  page: number;
  total: number;
  pageSize: number;
  onPage: (page: number) => void;
}

export function Pages({ label, page, total, pageSize, onPage }: PagesProps) {
  const count = Math.ceil(total / pageSize);
  if (count <= 1) return null;
  return (
    <Pagination
      aria-label={label}
      page={page}
      count={count}
      siblingCount={0}
      onChange={(_, next) => onPage(next)}
      sx={{ alignSelf: 'center' }}
    />
  );
}
