import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

// In development the API runs apart (npm start on :3000); in production the server serves dist/.
const API_PREFIXES = ['/api', '/get', '/put', '/delete'];
const API_TARGET = 'http://localhost:3000';

export default defineConfig({
  // Brotli and gzip copies of every asset, made once at build time at the highest level; the server sends them
  // to browsers that accept them (@fastify/static preCompressed) and never compresses a static file per request.
  plugins: [react(), compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 })],
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
      API_PREFIXES.map((prefix) => [
        prefix,
        {
          target: API_TARGET,
          changeOrigin: true,
          // The server takes a change authenticated by the cookie only from its own origin (PUBLIC_URL):
          // a request from this dev page is one of the app's, so it goes on as coming from the API's origin.
          // Any other origin stays as it is, and is refused as in production.
          configure: (proxy) =>
            proxy.on('proxyReq', (pedido, original) => {
              if (original.headers.origin === `http://${original.headers.host}`)
                pedido.setHeader('origin', API_TARGET);
            }),
        },
      ]),
    ),
  },
});
