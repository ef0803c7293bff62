import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { initConsent } from './features/consent/utils/consent-store';
import { setShowSectors } from './lib/api-client';
import { initI18n } from './lib/i18n';
import { loadTenantConfig } from './lib/load-tenant-config';
import { createQueryClient } from './lib/query-client';
import { createAppRouter } from './app/router';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
const config = await loadTenantConfig();
// spec §7: the first calls (the router's loaders) already carry the client UUID of a stored choice.
initConsent(config.code);
setShowSectors(config.settings.showSectors);
const queryClient = createQueryClient();
const i18n = initI18n(config);
const router = createAppRouter(queryClient, config);
const root = createRoot(container);
// UX.md "Speed": the first render in a transition keeps Total Blocking Time low.
startTransition(() => {
  root.render(
    <StrictMode>
      <App config={config} queryClient={queryClient} i18n={i18n} router={router} />
    </StrictMode>,
  );
});
