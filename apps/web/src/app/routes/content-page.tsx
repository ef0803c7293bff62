import { useParams } from 'react-router';
import { ContentPage } from '../../features/content/components/content-page';
import { NotFoundRoute } from './not-found';

/** spec §2 /page/:pageName, e.g. consegna-a-casa. */
export function ContentPageRoute() {
  const pageName = useParams().pageName ?? '';
  return <ContentPage key={pageName} slug={pageName} notFound={<NotFoundRoute />} />;
}
