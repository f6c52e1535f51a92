import { MOBILE_MEDIA_QUERY } from './breakpoints';
import { useMediaQuery } from './useMediaQuery';

/** True below the seed's 600px mobile breakpoint. */
export function useIsMobile(): boolean {
  return useMediaQuery(MOBILE_MEDIA_QUERY);
}
