import type { QueryClient } from '@tanstack/react-query';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { paths } from '../config/paths';
import { userQueryOptions } from '../features/auth/api/get-user';
import { ANONYMOUS_USER, isLoggedIn } from '../features/auth/utils/is-logged-in';
import { openLoginDialog } from '../lib/ui-store';

/**
 * spec §4 "Route guard": a visitor on a protected route goes to Home and the login dialog opens; after a
 * successful login the shopper continues to the page asked for.
 */
export const requireAuthLoader =
  (queryClient: QueryClient, navigate: (to: string) => void) =>
  async ({ request }: LoaderFunctionArgs) => {
    const user = await queryClient.ensureQueryData(userQueryOptions()).catch(() => ANONYMOUS_USER);
    if (isLoggedIn(user)) return null;
    const url = new URL(request.url);
    const target = `${url.pathname}${url.search}`;
    void openLoginDialog().then((hasLoggedIn) => {
      if (hasLoggedIn) navigate(target);
    });
    return redirect(paths.home.getHref());
  };
