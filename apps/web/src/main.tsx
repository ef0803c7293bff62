import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { initI18n } from './lib/i18n';
import { loadTenantConfig } from './lib/load-tenant-config';
import { createQueryClient } from './lib/query-client';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
const config = await loadTenantConfig();
const root = createRoot(container);
// UX.md "Speed": the first render in a transition keeps Total Blocking Time low.
startTransition(() => {
  root.render(
    <StrictMode>
      <App config={config} queryClient={createQueryClient()} i18n={initI18n(config)} />
    </StrictMode>,
  );
});
