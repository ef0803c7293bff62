import { styled } from '@mui/material/styles';
import { MaterialDesignContent } from 'notistack';

/** notistack's default success, warning and info colours fail the 4.5:1 contrast of UX.md with white text. */
export const ToastContent = styled(MaterialDesignContent)({
  '&.notistack-MuiContent-success': { backgroundColor: '#1e7b34' },
  '&.notistack-MuiContent-error': { backgroundColor: '#c62828' },
  '&.notistack-MuiContent-warning': { backgroundColor: '#a15c00' },
  '&.notistack-MuiContent-info': { backgroundColor: '#1565c0' },
  '&.notistack-MuiContent': { fontSize: '0.9375rem', fontFamily: 'inherit' },
});
