import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import { useTranslation } from '../lib/use-translation';
import { useGlobalCss } from '../lib/use-global-css';
import { PlainButton } from './plain-controls';

/** MUI's error Alert, drawn with plain elements (components/plain-controls.tsx): any page may show it first. */
const ALERT_CSS = `
.sp-alert{display:flex;box-sizing:border-box;padding:6px 16px;border-radius:8px;background:#fdeded;color:#5f2120;
  font-size:.875rem;line-height:1.43}
.sp-alert__icon{display:flex;margin-right:12px;padding:7px 0;font-size:22px;color:#d32f2f}
.sp-alert__icon svg{font-size:inherit}
.sp-alert__message{min-width:0;padding:8px 0;overflow:auto}
.sp-alert__action{display:flex;align-items:flex-start;margin:0 -8px 0 auto;padding:4px 0 0 16px}
`;

/** A part of the page that could not load, and the way to ask for it again. */
export function ErrorWithRetry({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  useGlobalCss('error-with-retry', ALERT_CSS);
  return (
    <div role="alert" className="sp-alert">
      <span className="sp-alert__icon">
        <ErrorOutlineOutlined fontSize="inherit" />
      </span>
      <div className="sp-alert__message">{message}</div>
      <div className="sp-alert__action">
        <PlainButton onClick={onRetry}>{t('common.retry')}</PlainButton>
      </div>
    </div>
  );
}
