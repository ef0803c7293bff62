import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import { useTranslation } from '../../lib/use-translation';
import { useNavigation } from 'react-router';

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

/** While the next screen's code or data loads, the current one stays and a thin bar shows progress. */
export function NavigationProgress() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <Box
      role="progressbar"
      aria-label={t('common.loading')}
      sx={{ position: 'fixed', top: 0, left: 0, right: 0, height: 3, overflow: 'hidden', zIndex: 'tooltip' }}
    >
      <Box
        sx={{
          width: '40%',
          height: '100%',
          bgcolor: 'secondary.main',
          animation: `${slide} 1s ease-in-out infinite`,
        }}
      />
    </Box>
  );
}
