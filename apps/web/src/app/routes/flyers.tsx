import { FlyersScreen } from '../../features/content/components/flyers-screen';

/** spec §2 /volantini. */
export function FlyersRoute() {
  return <FlyersScreen />;
}
