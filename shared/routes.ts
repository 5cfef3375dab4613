/** Client routes; the server answers 404 (with the app shell) for any other path. */
export const clientRoutes = ['/', '/admin', '/admin/settings', '/inventory', '/login', '/register', '/forgot-password', '/agexport'] as const;
