import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { CurrentUser } from '@shared/auth';
import type { backOfficeRoutes } from '@shared/routes';
import { BookIcon, BoxIcon, ChartIcon, ClockIcon, FileTextIcon, HelpCircleIcon, HomeIcon, ImageIcon, MailIcon, PackageIcon, PencilIcon, QrCodeIcon, ShieldUserIcon, SlidersIcon, UsersIcon, VideoIcon } from '@/components/ui/icons';

/** A section's page: its own lazy chunk, given the signed-in member. */
export type SectionPage = LazyExoticComponent<ComponentType<{ user: CurrentUser }>>;

export interface BackOfficeSection {
  path: (typeof backOfficeRoutes)[number];
  label: string;
  icon: ComponentType<{ className?: string }>;
  /**
   * 'staff': every staff member (admins and editors). 'admin': administrators only; editors
   * do not see it in the navigation and get a notice instead of the page (the server answers
   * them 403 anyway).
   */
  access: 'staff' | 'admin';
  /** The page; a section without one yet is left out of the navigation and answers "not found". */
  page?: SectionPage;
}

/**
 * The navigation of the staff area, in order (docs/product.md#back-office). A new section
 * adds its path to shared/routes.ts and one entry here; the navigation, the role check and
 * the lazy loading follow from it.
 */
export const backOfficeSections: BackOfficeSection[] = [
  // Every staff member.
  { path: '/admin', label: 'Resumen', icon: HomeIcon, access: 'staff', page: lazy(() => import('../routes/admin-overview')) },
  { path: '/admin/insights', label: 'Estadísticas', icon: ChartIcon, access: 'staff', page: lazy(() => import('../routes/admin-insights')) },
  { path: '/inventory', label: 'Inventario', icon: BoxIcon, access: 'staff', page: lazy(() => import('../routes/inventory')) },
  { path: '/admin/media', label: 'Fotos y videos', icon: ImageIcon, access: 'staff', page: lazy(() => import('../routes/admin-media')) },
  { path: '/admin/ebooks', label: 'Ebooks', icon: BookIcon, access: 'staff', page: lazy(() => import('../routes/admin-ebooks')) },
  { path: '/admin/qr', label: 'Código QR', icon: QrCodeIcon, access: 'staff', page: lazy(() => import('../routes/admin-qr')) },
  { path: '/admin/faq', label: 'Preguntas frecuentes', icon: HelpCircleIcon, access: 'staff', page: lazy(() => import('../routes/admin-faq')) },
  { path: '/admin/box-contents', label: 'Contenido de las cajas', icon: PackageIcon, access: 'staff', page: lazy(() => import('../routes/admin-box-contents')) },
  { path: '/admin/video-requests', label: 'Solicitudes de video', icon: VideoIcon, access: 'staff', page: lazy(() => import('../routes/admin-video-requests')) },
  { path: '/admin/site-texts', label: 'Textos del sitio', icon: PencilIcon, access: 'staff', page: lazy(() => import('../routes/admin-site-texts')) },
  // Editors read the settings; only administrators save them (the server answers them 403).
  { path: '/admin/settings', label: 'Ajustes del sitio', icon: SlidersIcon, access: 'staff', page: lazy(() => import('../routes/admin-settings')) },
  { path: '/admin/legal-pages', label: 'Páginas legales', icon: FileTextIcon, access: 'staff', page: lazy(() => import('../routes/admin-legal-pages')) },

  // Administrators only.
  { path: '/admin/subscribers', label: 'Suscriptores', icon: UsersIcon, access: 'admin', page: lazy(() => import('../routes/admin-subscribers')) },
  { path: '/admin/campaigns', label: 'Campañas', icon: MailIcon, access: 'admin', page: lazy(() => import('../routes/admin-campaigns')) },
  { path: '/admin/staff', label: 'Personal', icon: ShieldUserIcon, access: 'admin', page: lazy(() => import('../routes/admin-staff')) },
  { path: '/admin/activity', label: 'Actividad', icon: ClockIcon, access: 'admin', page: lazy(() => import('../routes/admin-activity')) },
];

/** The sections `role` may open and that have a page, in navigation order. */
export const sectionsFor = (role: CurrentUser['role']) =>
  backOfficeSections.filter((section) => section.page && (section.access === 'staff' || role === 'admin'));

/** The section at `path` (a trailing slash ignored), if it has a page. */
export const sectionAt = (path: string) => {
  const normal = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return backOfficeSections.find((section) => section.path === normal && section.page);
};
