import { useParams } from 'react-router';
import { FaqScreen } from '../../features/content/components/faq-screen';
import { NotFoundRoute } from './not-found';

/** spec §2 /faq and /faq/:categoryName. */
export function FaqRoute() {
  const categoryName = useParams().categoryName;
  return <FaqScreen key={categoryName ?? ''} categorySlug={categoryName} notFound={<NotFoundRoute />} />;
}
