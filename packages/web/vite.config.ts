import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

const api = process.env.API_URL ?? 'http://127.0.0.1:3030'

/** The console: `vite` for development (the API proxied, sockets included), `vite build` for `npm start`. */
export default defineConfig({
  plugins: [react()],
  server: {
    proxy: { '/api': { target: api, ws: true, changeOrigin: true } }
  },
  build: {
    target: 'es2022',
    chunkSizeWarningLimit: 600
  }
})
