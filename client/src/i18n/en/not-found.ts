import type { notFound as es } from '../es/not-found';

export const notFound: typeof es = {
  title: '404 Page Not Found',
  message: 'Did you forget to add the page to the router?',
};
