import type { MediaItem, MediaSlot, PublicMedia } from './media';

// Kept apart from media.ts so the landing page's first load carries no validation schemas.

export const emptyPublicMedia: PublicMedia = { version: 0, slots: {} };

/** The items placed in `slot` (none: the illustration stays). */
export const placedIn = (media: PublicMedia, slot: MediaSlot): MediaItem[] => media.slots[slot] ?? [];
