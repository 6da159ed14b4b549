/** Vite build of the public site: React, vike (SSR + hydration) and Tailwind CSS 4. */
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import vike from 'vike/plugin'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [react(), vike(), tailwindcss()],
})
