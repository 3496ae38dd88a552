import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In development the API runs apart (npm start on :3000); in production the server serves dist/.
const API_PREFIXES = ['/api', '/get', '/put', '/delete'];
const API_TARGET = 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
            // Not @mantine/charts: it pulls recharts in, which only the report pages load on demand.
            { name: 'mantine', test: /node_modules[\\/](@mantine[\\/](?!charts)[^\\/]+|@floating-ui)[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    proxy: Object.fromEntries(
      API_PREFIXES.map((prefix) => [prefix, { target: API_TARGET, changeOrigin: true }]),
    ),
  },
});
