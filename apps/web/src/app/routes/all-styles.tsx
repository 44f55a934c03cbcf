import { useParams } from 'react-router-dom';
import { useStyles } from '@/entities/catalog/api/get-styles';
import { StyleGallery } from '@/features/lookbook/components/style-gallery';
import { usePageTitle } from '@/lib/use-page-title';

/** `/all-styles` and `/all-styles/{styleId}`: the Get the Look gallery. */
export function Component() {
  const { styleId } = useParams();
  const { data } = useStyles();
  const style = styleId ? data?.find((s) => s._id === styleId) : undefined;
  usePageTitle(style ? `${style.name} — Get the Look` : 'Get the Look');
  return <StyleGallery styleId={styleId} />;
}
