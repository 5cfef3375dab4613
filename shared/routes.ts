/** Staff back-office sections (docs/product.md#back-office); /inventory is one of them. */
export const backOfficeRoutes = [
  '/admin',
  '/admin/insights',
  '/admin/subscribers',
  '/admin/campaigns',
  '/admin/ebooks',
  '/admin/media',
  '/admin/qr',
  '/admin/faq',
  '/admin/box-contents',
  '/admin/video-requests',
  '/admin/settings',
  '/admin/site-texts',
  '/admin/legal-pages',
  '/admin/staff',
  '/admin/activity',
  '/inventory',
] as const;

/** Client routes; the server answers 404 (with the app shell) for any other path. */
export const clientRoutes = ['/', ...backOfficeRoutes, '/login', '/register', '/forgot-password', '/agexport'] as const;
