import type { notFound as es } from '../es/not-found';

export const notFound: typeof es = {
  title: 'We could not find this page',
  message: 'The link may be mistyped, or the page may no longer exist. What you are looking for is surely here:',
  boxesLink: 'See the snack boxes',
  clubLink: 'Join the VIP Club',
};
