import { useParams } from 'react-router-dom';
import { useInfluencerProduct } from '@/features/lookbook/api/get-influencer-product';
import { LookView } from '@/features/lookbook/components/look-view';
import { usePageTitle } from '@/lib/use-page-title';

/** `/influencer-product/{id}`: shop a look. */
export function Component() {
  const { id = '' } = useParams();
  const { data } = useInfluencerProduct(id);
  usePageTitle(data ? `${data.title} — Get the Look` : 'Get the Look');
  return <LookView id={id} />;
}
