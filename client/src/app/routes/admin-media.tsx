import { MediaLibrary } from '@/features/media/components/media-library';

/** /admin/media. */
export default function AdminMediaRoute() {
  return <MediaLibrary />;
}
