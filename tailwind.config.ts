import type { Config } from 'tailwindcss';

// Tailwind 4 reads this through `@config` in client/src/index.css.
export default {
  content: ['./client/index.html', './client/src/**/*.{ts,tsx}'],
  theme: {
    extend: {
      colors: {
        brand: {
          blue: '#004AAD',
          'blue-dark': '#00337a',
          gold: '#F5B700',
          'gold-dark': '#C98F00',
          sky: '#E8F1FF',
          cream: '#FFF8EC',
          // Guatemalan textile accents (landing page); dark enough for text on white.
          red: '#C1121F',
          magenta: '#B0125B',
          teal: '#0B7285',
          green: '#2B8A3E',
          choco: '#4A2617',
        },
      },
      fontFamily: {
        sans: [
          'system-ui',
          '-apple-system',
          '"Segoe UI"',
          'Roboto',
          '"Helvetica Neue"',
          'Arial',
          'sans-serif',
        ],
        display: ['"Trebuchet MS"', 'system-ui', 'sans-serif'],
      },
    },
  },
} satisfies Config;
