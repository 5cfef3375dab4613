import { SHOP_TIME_ZONE } from '@shared/shop-time';
import { useSiteConfig } from '@/lib/site-config';

/** The clock staff schedule sends on: the site setting, Guatemala's until the settings arrive. */
export function useShopTimeZone(): string {
  return useSiteConfig().data?.settings.shopTimeZone ?? SHOP_TIME_ZONE;
}
