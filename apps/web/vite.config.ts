import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const backendUrl = process.env.SPESA_BACKEND_URL ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react()],
  build: {
    target: 'es2022',
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // React and the router change less often than the app: a separate chunk stays cached across
              // deploys. Only libraries every screen needs go here, or lazy-only code would load eagerly.
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/ebsn': backendUrl,
      '/logo.svg': backendUrl,
      '/media': backendUrl,
    },
  },
});
