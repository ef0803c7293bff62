import { useUserDetail } from '../../features/account/api/get-user-detail';
import { useUser } from '../../features/auth/api/get-user';
import { isLoggedIn } from '../../features/auth/utils/is-logged-in';
import { AwardsScreen, type ShopperPoints } from '../../features/content/components/awards-screen';
import { openLoginDialog } from '../../lib/ui-store';

/** The page of the loyalty programme's text in the content store. */
const PROGRAMME_SLUG = 'vantaggi';

/** spec §1: the signed-in shopper's loyalty points, from the profile (GET /registration/user_detail). */
function useShopperPoints(): ShopperPoints {
  const { data: user, isPending: isUserPending } = useUser();
  const loggedIn = isLoggedIn(user);
  const detail = useUserDetail({ enabled: loggedIn });
  if (isUserPending) return undefined;
  if (!loggedIn) return null;
  return detail.data?.userPoints.LOYALTY.value;
}

/** spec §2 /vantaggi: programme, awards with their points, and the shopper's points when logged in. */
export function AwardsRoute() {
  return (
    <AwardsScreen
      programmeSlug={PROGRAMME_SLUG}
      points={useShopperPoints()}
      onLogin={() => void openLoginDialog()}
    />
  );
}
